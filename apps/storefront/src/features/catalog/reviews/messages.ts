// The product page's "Avaliações" (issue #37 §3), every sentence of it.

const decimal = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
const reviews = (count: number) =>
  count === 1 ? '1 avaliação' : `${count.toLocaleString('pt-BR')} avaliações`;

export const productReviewsMessages = {
  title: 'Avaliações',
  none: 'Este produto ainda não tem avaliações. Quem compra recebe um convite para avaliar depois da entrega.',
  average: (average: number) => `Nota média ${decimal(average)} de 5`,
  averageShort: (average: number) => decimal(average),
  outOf: 'de 5',
  count: reviews,
  verified: 'Só quem comprou e recebeu o pedido avalia.',
  distribution: 'Notas',
  starsRow: (stars: number) => (stars === 1 ? '1 estrela' : `${stars} estrelas`),
  stars: (rating: number) => `${rating} de 5 estrelas`,
  sort: 'Ordenar avaliações',
  recent: 'Mais recentes',
  useful: 'Mais úteis',
  list: 'Avaliações dos clientes',
  by: (author: string, day: string) => `${author} · ${day} · Compra verificada`,
  reply: 'Resposta da loja',
  photos: (author: string) => `Fotos enviadas por ${author}`,
  photoAlt: (n: number, total: number, author: string) =>
    `Foto ${n} de ${total} enviada por ${author}`,
  photoOpen: 'Ver a foto em tamanho maior (abre em nova aba)',
  photoClose: 'Fechar',
  helpful: 'Achei útil',
  helpfulCount: (count: number) =>
    count === 0 ? '' : count === 1 ? '1 pessoa achou útil' : `${count} pessoas acharam útil`,
  pagination: 'Páginas das avaliações',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anteriores',
  next: 'Próximas',
} as const;

/** The page a vote lands on (helpful-route.tsx): said, then back to the product. */
export const helpfulVoteMessages = {
  metaTitle: 'Obrigado pelo voto',
  title: 'Obrigado pelo voto',
  done: 'Seu voto ajuda outros clientes a escolher. Cada cliente vota uma vez em cada avaliação.',
  back: 'Voltar para o produto',
} as const;
