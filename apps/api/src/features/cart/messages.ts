// Cart sentences, pt-BR. `outOfStock` and `quantityUnavailable` are shown verbatim in the
// spec §8 "Erro ao adicionar o produto." dialog.
export const CART_MESSAGES = {
  added: 'O item foi adicionado ao seu carrinho.',
  loginRequired: 'Entre na sua conta para adicionar o produto ao carrinho.',
  notFound: 'Produto não encontrado.',
  outOfStock: 'Produto sem estoque.',
  /**
   * The stock in numbers, and what the cart already holds of it: "Quantidade indisponível."
   * left a shopper guessing how many to ask for.
   */
  quantityUnavailable: (available: number, inCart: number) => {
    const units = available === 1 ? '1 unidade' : `${available} unidades`;
    const held =
      inCart === 0
        ? ''
        : `, e ${inCart === 1 ? '1 já está' : `${inCart} já estão`} no seu carrinho`;
    return `Só temos ${units} deste item${held}.`;
  },
  /** spec §9: no line holds more than 99 units, whatever the stock. */
  lineLimit: (limit: number) => `A quantidade máxima por item é ${limit}.`,
  storeMismatch: 'O produto não pertence a esta loja.',
  itemNotInCart: 'Este item não está no seu carrinho.',
} as const;
