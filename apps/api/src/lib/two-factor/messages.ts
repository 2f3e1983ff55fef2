// Every sentence of two-step verification, pt-BR, in one place for review.
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Digite o código de 6 dígitos do seu aplicativo autenticador.',
  invalidCode:
    'Código inválido ou já usado. Confira o código que o aplicativo mostra agora (ou use um código de recuperação) e tente de novo.',
  wrongPassword: 'A senha atual não confere.',
  tooManyPasswords: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  tooManyCodes: 'Muitas tentativas de código. Aguarde alguns minutos e tente novamente.',
  alreadyOn: 'A verificação em duas etapas já está ativada.',
  notStarted: 'Comece de novo a ativação: gere um novo QR code.',
  notOn: 'A verificação em duas etapas não está ativada.',
  requiredByStore:
    'A loja exige a verificação em duas etapas de toda a equipe: ela não pode ser desativada. Fale com o dono da loja.',
  ownerFirst: 'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.',
  disabled: 'Verificação em duas etapas desativada.',
} as const;
