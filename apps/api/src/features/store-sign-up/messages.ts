// What a person reads from the sign-up ("Crie sua loja") and the e-mail confirmation, pt-BR.
export const SIGN_UP_MESSAGES = {
  available: 'Endereço disponível.',
  /**
   * Says no more than the login page would: that the e-mail has an account, not in which
   * store, with which role, nor whether its password was ever set.
   */
  emailInUse: 'Este e-mail já tem uma conta na Vitrine. Entre com ele ou recupere o acesso.',
  tooMany: 'Muitas tentativas de criar uma loja. Aguarde um pouco e tente novamente.',
  tooManyChecks: 'Muitas consultas de endereço. Aguarde um pouco e tente novamente.',
  created: (email: string) =>
    `Sua loja foi criada. Enviamos um link para ${email}: confirme seu e-mail para poder abrir a loja.`,
  confirmed: 'E-mail confirmado. Obrigado!',
  resent: (email: string) => `Enviamos um novo link de confirmação para ${email}.`,
  alreadyConfirmed: 'Seu e-mail já está confirmado.',
  tooManyResends:
    'Já enviamos vários links. Confira sua caixa de entrada e o spam, ou tente mais tarde.',
  invalidLoginCode:
    'Este acesso ao painel já foi usado ou expirou. Entre com o e-mail e a senha que você cadastrou.',
  storeNotFound: 'Loja não encontrada.',
  invalidLink:
    'Este link de confirmação não vale mais: já foi usado ou expirou. Peça um novo no painel da loja.',
} as const;
