// What a shopper reads from this feature, in pt-BR (the e-mail's wording is in price-drop-email.ts).

export const FAVOURITE_MESSAGES = {
  productNotFound: 'Produto não encontrado nesta loja.',
  tooMany: (max: number) => `Você já tem ${max} favoritos. Remova algum para adicionar outro.`,
  unsubscribeInvalid:
    'Este link de cancelamento não é válido. Desligue os avisos em Minha conta → Preferências.',
} as const;
