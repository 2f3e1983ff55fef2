// Cart sentences, pt-BR. `outOfStock` and `quantityUnavailable` are shown verbatim in the
// spec §8 "Erro ao adicionar o produto." dialog.
export const CART_MESSAGES = {
  added: 'O item foi adicionado ao seu carrinho.',
  loginRequired: 'Entre na sua conta para adicionar o produto ao carrinho.',
  notFound: 'Produto não encontrado.',
  outOfStock: 'Produto sem estoque.',
  quantityUnavailable: 'Quantidade indisponível.',
  storeMismatch: 'O produto não pertence a esta loja.',
  itemNotInCart: 'Este item não está no seu carrinho.',
} as const;
