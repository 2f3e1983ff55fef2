// The pt-BR strings of the home, product and service screens and cards; lists have theirs in
// listing-messages.ts, which a product page never loads.
export const catalogMessages = {
  home: {
    title: (store: string) => `${store} — loja online`,
    featuredProducts: 'Produtos em destaque',
    featuredServices: 'Serviços em destaque',
    newArrivals: 'Novidades',
    categories: 'Categorias',
    seeSlider: 'Ver os destaques em tela cheia',
  },
  card: {
    from: (price: string) => `A partir de ${price}`,
    unavailable: 'Indisponível',
    /** "de R$ 159,90 por R$ 129,90": the words around the struck-through price. */
    was: 'de',
    now: 'por',
    /** The card's stars, as said: "Nota 4,3 de 5, 12 avaliações". */
    rating: (average: number, count: number) =>
      `Nota ${average.toLocaleString('pt-BR')} de 5, ${count} ${count === 1 ? 'avaliação' : 'avaliações'}`,
  },
  product: {
    breadcrumb: 'Você está em',
    home: 'Início',
    gallery: 'Fotos do produto',
    showImage: (n: number, total: number) => `Mostrar foto ${n} de ${total}`,
    variation: 'Escolha a variação',
    chooseSubmit: 'Escolher',
    soldOutValue: (value: string) => `${value}, esgotado`,
    quantity: 'Quantidade',
    description: 'Descrição',
    brand: (brand: string) => `Marca: ${brand}`,
    code: (code: string) => `Código: ${code}`,
    boleto: (price: string) => `${price} no boleto`,
    installmentTable: 'Ver todas as parcelas',
    installmentRow: (n: number, amount: string, total: string, interest: boolean) =>
      `${n}x de ${amount} ${interest ? 'com juros' : 'sem juros'} (total ${total})`,
  },
  stock: {
    inStock: 'Em estoque',
    soldOut: 'Esgotado',
    alert: 'Avise-me quando chegar',
    few: (n: number) => (n === 1 ? 'Resta 1 unidade' : `Restam ${n} unidades`),
    service: 'Disponível para agendamento',
  },
} as const;
