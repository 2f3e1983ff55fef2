// The pt-BR strings of lists of items (search, a service category, pages, the slider), apart
// from catalogMessages: a product page loads those, never these.
export const listingMessages = {
  listing: {
    title: (category: string) => `Serviços de ${category}`,
    empty: 'Ainda não há serviços nesta categoria.',
    count: (n: number) => (n === 1 ? '1 serviço' : `${n} serviços`),
  },
  search: {
    title: (query: string) => `Resultados para “${query}”`,
    count: (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`),
    fuzzy: (query: string) => `Não achamos “${query}” exatamente. Veja itens parecidos:`,
    empty: (query: string) => `Nenhum resultado para “${query}”.`,
    emptyHint: 'Confira a grafia ou tente palavras mais gerais.',
    backHome: 'Ver os destaques da loja',
    sort: 'Ordenar por',
    apply: 'Aplicar',
    sorts: {
      relevancia: 'Mais relevantes',
      'menor-preco': 'Menor preço',
      'maior-preco': 'Maior preço',
      novidades: 'Mais recentes',
    },
  },
  pagination: {
    label: 'Paginação',
    previous: 'Página anterior',
    next: 'Próxima página',
    page: (n: number) => `Página ${n}`,
    status: (page: number, total: number) => `Página ${page} de ${total}`,
  },
  slider: {
    title: 'Destaques',
    label: 'Destaques da loja',
    slide: (n: number, total: number) => `${n} de ${total}`,
    previous: 'Destaque anterior',
    next: 'Próximo destaque',
    goTo: (n: number) => `Ir para o destaque ${n}`,
    back: 'Voltar para a loja',
    empty: 'Esta loja ainda não tem destaques.',
    hint: 'Use as setas do teclado ou deslize para trocar de destaque.',
  },
} as const;
