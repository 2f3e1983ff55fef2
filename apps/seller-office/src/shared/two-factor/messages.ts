// The words of turning two-step verification on (TOTP), wherever an account does it: a seller's
// Minha conta → Segurança, an operator's first sign-in to the console.
export const twoFactorMessages = {
  start: 'Ativar a verificação em duas etapas',
  password: 'Sua senha',
  passwordHint: 'Para mudar como você entra no painel, confirme que é você.',
  continue: 'Continuar',
  scan: '1. No aplicativo autenticador, adicione uma conta e leia este QR code.',
  qrAlt: 'QR code para adicionar a conta no aplicativo autenticador',
  typeKey: 'Não consegue ler o QR code? Digite esta chave no aplicativo:',
  enterCode: '2. Digite o código de 6 dígitos que o aplicativo mostra.',
  code: 'Código do aplicativo',
  activate: 'Ativar',
  cancel: 'Cancelar',
  codesTitle: 'Seus códigos de recuperação',
  codesIntro:
    'Sem o celular, entre com um destes códigos no lugar do código do aplicativo. Cada um vale uma vez. Guarde-os em um lugar seguro: eles não serão mostrados de novo.',
  codesLabel: 'Códigos de recuperação',
  download: 'Baixar os códigos (.txt)',
  copy: 'Copiar os códigos',
  copied: 'Códigos copiados.',
  saved: 'Já guardei meus códigos',
  codesFile: (office: string) =>
    `Códigos de recuperação do painel ${office} (Vitrine). Cada código vale uma vez.\n`,
} as const;
