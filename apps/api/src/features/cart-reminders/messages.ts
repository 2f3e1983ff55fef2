// What the seller and the shopper read from this feature, in pt-BR (the e-mail's wording is in
// reminder-email.ts).

export const CART_REMINDER_MESSAGES = {
  couponNotFound: 'Cupom não encontrado nesta loja. Escolha um cupom ativo.',
  restoreInvalid:
    'Este link de carrinho não é válido ou venceu. Seus itens podem estar no carrinho: confira.',
  unsubscribeInvalid:
    'Este link de cancelamento não é válido. Desligue os e-mails em Minha conta → Preferências.',
} as const;
