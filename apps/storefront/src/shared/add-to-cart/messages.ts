// Every pt-BR string of the add-to-cart flow. The dialog texts are the spec's, word for word
// (spec §8); do not reword them.
export const cartMessages = {
  addButton: 'Adicionar ao carrinho',
  adding: 'Adicionando…',
  added: {
    title: 'O item foi adicionado ao seu carrinho.',
    description: 'O que você deseja fazer agora?',
    goToCart: 'Ir para o carrinho',
    keepShopping: 'Continuar comprando',
  },
  refused: {
    title: 'Erro ao adicionar o produto.',
    goToCart: 'Ir para o carrinho',
    keepShopping: 'Continuar comprando',
  },
  failed: {
    title: 'Não foi possível adicionar o produto.',
    chooseAnother: 'Escolher outro produto',
    keepBrowsing: 'Continuar navegando',
  },
  badge: (count: number) => (count === 1 ? '1 item no carrinho' : `${count} itens no carrinho`),
} as const;
