// Every sentence the account flows answer with, pt-BR, in one place for review.
export const AUTH_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  invalidLink: 'Este link é inválido ou expirou. Peça um novo.',
  recoverSent:
    'Se houver uma conta com este e-mail, enviaremos um link para você criar uma nova senha.',
  signUpSent: 'Enviamos um e-mail para você criar sua senha e ativar sua conta.',
  passwordCreated: 'Senha criada. Você já está conectado.',
  passwordCreatedCodeNext:
    'Senha criada. Agora entre com ela e com o código do seu aplicativo autenticador.',
  passwordChanged: 'Senha alterada. As outras sessões foram encerradas.',
  wrongCurrentPassword: 'A senha atual não confere.',
  loggedOut: 'Você saiu da sua conta.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
} as const;
