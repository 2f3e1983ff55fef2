// Every sentence of the operator console's API, pt-BR, in one place for review.
export const OPERATOR_MESSAGES = {
  invalidCredentials: 'E-mail ou senha inválidos.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  signIn: 'Entre no console da plataforma para continuar.',
  setupRequired:
    'Operadores entram sempre com a verificação em duas etapas: ative-a para usar o console.',
  storeNotFound: 'Loja não encontrada.',
  alreadySuspended: 'Esta loja já está suspensa.',
  notSuspended: 'Esta loja não está suspensa.',
  suspended: (name: string) => `${name} foi suspensa. O dono recebeu o motivo por e-mail.`,
  reactivated: (name: string) => `${name} foi reativada. O dono foi avisado por e-mail.`,
  loggedOut: 'Você saiu do console.',
} as const;
