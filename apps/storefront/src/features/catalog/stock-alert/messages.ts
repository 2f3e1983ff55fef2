// The "Avise-me quando chegar" page, every sentence of it (the product page's link to it is
// catalogMessages.stock.alert: that page's initial JS is at its budget, so the form is here).

export const stockAlertMessages = {
  title: 'Avise-me quando chegar',
  intro: 'A opção que você escolheu está esgotada. Deixe seu e-mail e avisaremos quando voltar.',
  back: 'Voltar para a loja',
  email: 'Seu e-mail',
  submit: 'Quero ser avisado',
  sending: 'Enviando…',
  signedIn: (email: string) => `Avisaremos em ${email}.`,
  active: (email: string) =>
    `Pronto! Avisaremos ${email} uma vez, quando esta opção voltar ao estoque.`,
  pending: (email: string) =>
    `Enviamos um e-mail para ${email}. Confirme pelo link para receber o aviso.`,
  /** What the request consents to (LGPD art. 8): the one e-mail, and its way out. */
  consent:
    'Avisaremos só uma vez, por e-mail, quando esta opção voltar ao estoque. Você pode cancelar pelo link do e-mail.',
  failed: 'Não foi possível pedir o aviso agora. Tente de novo.',
} as const;
