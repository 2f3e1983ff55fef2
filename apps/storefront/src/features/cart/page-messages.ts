// Every pt-BR string of the cart page (spec §2 /finalizar-compra/carrinho). Apart from
// messages.ts, which the header's badge brings into every public page: these load with the
// cart's route only.
const units = (count: number) => (count === 1 ? '1 unidade' : `${count} unidades`);
const items = (count: number) => (count === 1 ? '1 item' : `${count} itens`);

export const cartPageMessages = {
  metaTitle: 'Carrinho',
  title: 'Meu carrinho',
  count: (count: number) => `(${items(count)})`,
  linesLabel: 'Produtos no carrinho',
  line: {
    variation: (name: string) => `Variação: ${name}`,
    unitPrice: (price: string) => `${price} cada`,
    total: 'Total do item',
    quantity: (count: number) => `Quantidade: ${count}`,
    remove: 'Remover',
    removeLabel: (name: string) => `Remover ${name} do carrinho`,
    few: (stock: number) => (stock === 1 ? 'Resta 1 unidade' : `Restam ${units(stock)}`),
    atMax: 'Quantidade máxima disponível',
    /** A typed quantity over what there is became the most there is: say so, with the number. */
    onlyHave: (stock: number) => `Só temos ${units(stock)} deste item.`,
    lineLimit: (limit: number) => `A quantidade máxima por item é ${limit}.`,
  },
  stepper: {
    label: (name: string) => `Quantidade de ${name}`,
    decrease: (name: string) => `Diminuir a quantidade de ${name}`,
    increase: (name: string) => `Aumentar a quantidade de ${name}`,
  },
  problem: {
    soldOut: 'Produto sem estoque. Remova-o para continuar.',
    inactive: 'Este produto não está mais à venda. Remova-o para continuar.',
    tooMany: (stock: number) =>
      `Só ${stock === 1 ? 'resta 1 unidade' : `restam ${units(stock)}`} em estoque. Diminua a quantidade para continuar.`,
    adjust: (stock: number) => `Ajustar para ${units(stock)}`,
  },
  failed: {
    quantity: 'Não foi possível mudar a quantidade.',
    remove: 'Não foi possível remover o item.',
    /** When the API gave no reason (the request itself could not be made). */
    retry: 'Tente novamente.',
  },
  removed: (name: string) => `Você removeu ${name} do carrinho.`,
  undo: 'Desfazer',
  restoreFailed: (name: string, reason: string) =>
    `Não foi possível devolver ${name} ao carrinho. ${reason}`,
  summary: {
    title: 'Resumo da compra',
    products: (count: number) => `Produtos (${items(count)})`,
    shipping: 'Frete',
    shippingLater: 'Calculado no pagamento',
    shippingFree: 'Grátis',
    /** What is missing for the store's free shipping, or that it is reached (in products). */
    freeShippingMissing: 'Faltam',
    freeShippingMissingEnd: 'em produtos para o frete grátis.',
    freeShippingReached: 'Seu pedido tem frete grátis.',
    /** The card's instalments, by the same rule as the product page. */
    card: (headline: string) => `No cartão: ${headline}`,
    subtotal: 'Subtotal',
    updating: 'Atualizando os valores…',
    pay: 'Continuar para o pagamento',
    blocked: 'Ajuste os itens indicados acima para continuar.',
    keepShopping: 'Continuar comprando',
  },
  empty: {
    title: 'Seu carrinho está vazio',
    text: 'Explore a loja e adicione os produtos que você quer comprar.',
    browse: 'Ver produtos da loja',
  },
  error: {
    title: 'Não foi possível carregar o seu carrinho',
    text: 'A loja não respondeu agora. Seus itens continuam guardados: tente de novo em instantes.',
    retry: 'Tentar novamente',
    backHome: 'Voltar para a página inicial',
  },
  loading: 'Carregando o seu carrinho…',
} as const;
