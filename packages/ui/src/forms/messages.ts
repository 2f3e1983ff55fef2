// The account forms' pt-BR words (spec §2 /login/*, minha-conta), one wording for both apps.
// Apart from ../messages.ts on purpose: those few words ride with every public page (price,
// badge, toast), these only with the screens that show a form.

export const formMessages = {
  email: 'E-mail',
  optional: (label: string) => `${label} (opcional)`,
  login: {
    password: 'Senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    failed: 'Não foi possível entrar. Tente novamente.',
    code: 'Código de verificação',
    codeHint:
      'Os 6 dígitos que o aplicativo autenticador mostra agora, ou um dos seus códigos de recuperação.',
  },
  createPassword: {
    password: 'Nova senha',
    confirmation: 'Confirme a nova senha',
    mismatch: 'As senhas não conferem.',
    submit: 'Criar senha e entrar',
    submitting: 'Criando senha…',
    failed: 'Não foi possível criar a senha. Tente novamente.',
  },
  /** The create-password screen around the form (first access and recovered access alike). */
  createPasswordScreen: {
    firstAccessTitle: 'Crie sua senha',
    recoverTitle: 'Crie uma nova senha',
    greeting: (firstName: string) => `Olá, ${firstName}!`,
    account: (email: string) => `Conta: ${email}`,
    done: 'Senha criada. Você já está conectado.',
    invalidTitle: 'Este link não vale mais',
    invalidText:
      'O link para criar a senha expirou ou já foi usado. Peça um novo: enviaremos outro para o seu e-mail.',
    askAgain: 'Pedir um novo link',
    goToLogin: 'Ir para o login',
  },
  changePassword: {
    intro:
      'Ao trocar a senha, as sessões abertas em outros dispositivos são encerradas. Este dispositivo continua conectado.',
    current: 'Senha atual',
    mismatch: 'As senhas não conferem.',
    sameAsCurrent: 'A nova senha deve ser diferente da atual.',
    submit: 'Alterar senha',
    submitting: 'Alterando senha…',
    changed: 'Senha alterada. As sessões nos outros dispositivos foram encerradas.',
  },
  /** The recover-access screens: the e-mail form's button and the answer after it. */
  recover: {
    submit: 'Enviar link',
    submitting: 'Enviando…',
    sentTitle: 'Confira seu e-mail',
    spam: 'Não chegou em alguns minutos? Confira as pastas de spam e promoções, ou peça de novo.',
    again: 'Pedir outro link',
  },
  myData: {
    firstName: 'Nome',
    lastName: 'Sobrenome',
    cpf: 'CPF',
    phone: 'Telefone',
    birthDate: 'Data de nascimento',
    birthDateHint: 'dd/mm/aaaa',
    submit: 'Salvar alterações',
    submitting: 'Salvando…',
    saved: 'Dados salvos.',
  },
};
