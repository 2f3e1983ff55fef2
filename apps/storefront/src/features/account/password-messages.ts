export const passwordMessages = {
  metaTitle: 'Minha senha',
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
