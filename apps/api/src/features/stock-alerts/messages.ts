// What the shopper and the seller read from this feature, in pt-BR (the e-mails' wording is in
// alert-emails.ts).

export const STOCK_ALERT_MESSAGES = {
  notFound: 'Produto não encontrado nesta loja.',
  inStock: 'Esta opção está disponível: adicione ao carrinho.',
  emailRequired: 'Informe o e-mail para receber o aviso.',
  tooMany: 'Muitos pedidos de aviso em pouco tempo. Tente de novo mais tarde.',
  confirmInvalid:
    'Este link de confirmação não é válido ou venceu. Peça o aviso de novo na página do produto.',
  unsubscribeInvalid: 'Este link de cancelamento não é válido.',
} as const;
