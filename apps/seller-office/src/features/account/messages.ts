// Every pt-BR string of the seller's own account screens (spec §2 /vendedor/minha-conta/
// meus-dados and minha-senha), in the storefront's words where the screens do the same.
export const myDataMessages = {
  title: 'Meus dados',
  intro: 'Seu nome aparece no painel e nas vendas que você atualiza.',
  firstName: 'Nome',
  lastName: 'Sobrenome',
  email: 'E-mail',
  emailHint: 'O e-mail é o seu acesso ao painel e não pode ser alterado aqui.',
  phone: 'Telefone',
  phoneHint: 'Com DDD.',
  optional: 'opcional',
  submit: 'Salvar alterações',
  submitting: 'Salvando…',
  saved: 'Dados salvos.',
} as const;

export const passwordMessages = {
  title: 'Minha senha',
  intro:
    'Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas. Este dispositivo continua conectado.',
  current: 'Senha atual',
  next: 'Nova senha',
  confirmation: 'Confirme a nova senha',
  mismatch: 'As senhas não conferem.',
  sameAsCurrent: 'A nova senha deve ser diferente da atual.',
  submit: 'Alterar senha',
  submitting: 'Alterando senha…',
  changed: 'Senha alterada. As sessões nos outros dispositivos foram encerradas.',
} as const;
