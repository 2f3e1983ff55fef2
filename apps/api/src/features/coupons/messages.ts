// What the seller's coupon routes answer, in pt-BR (the shopper's refusals are the domain's
// COUPON_MESSAGES, shared with the storefront).

export const COUPON_MESSAGES_OFFICE = {
  notFound: 'Cupom não encontrado.',
  codeTaken: 'Já existe um cupom com este código nesta loja.',
  maxUsesBelowUses: (uses: number) =>
    `Este cupom já foi usado ${uses} ${uses === 1 ? 'vez' : 'vezes'}: o limite de usos não pode ser menor que isso.`,
  unknownCategory: 'Uma das categorias escolhidas não existe nesta loja.',
  unknownProduct: 'Um dos produtos escolhidos não existe nesta loja.',
} as const;
