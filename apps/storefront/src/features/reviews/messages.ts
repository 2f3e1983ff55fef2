// The review invitation's page (/avaliar/{token}, issue #37 §3), every sentence of it.

export const reviewInviteMessages = {
  metaTitle: 'Avalie sua compra',
  title: 'Avalie sua compra',
  greeting: (name: string, code: string) =>
    `Olá, ${name}! Conte o que achou dos produtos do pedido ${code}. Só quem comprou pode avaliar, uma vez por produto.`,
  productsLabel: 'Produtos do pedido',
  rating: 'Sua nota',
  star: (n: number) => (n === 1 ? '1 estrela' : `${n} estrelas`),
  title_: 'Título',
  titleHint: 'Em poucas palavras, por exemplo "Veste bem".',
  body: 'Sua avaliação',
  bodyHint: 'O que você gostou ou não: qualidade, tamanho, entrega.',
  submit: 'Enviar avaliação',
  sending: 'Enviando…',
  published: 'Obrigado! Sua avaliação já está na página do produto.',
  pending: 'Obrigado! Sua avaliação aparece na página do produto assim que a loja conferir.',
  reviewed: 'Você já avaliou este produto.',
  seeProduct: 'Ver o produto',
  publicNote: 'Na loja aparecem seu primeiro nome e a inicial do sobrenome.',
  failed: 'Não foi possível enviar a avaliação agora. Tente de novo.',
  back: 'Voltar para a loja',
} as const;

const megabytes = (bytes: number) =>
  `${Math.round(bytes / (1024 * 1024)).toLocaleString('pt-BR')} MB`;

/** The review's "Fotos (opcional)" (components/review-photos-field.tsx). */
export const reviewPhotoMessages = {
  legend: 'Fotos (opcional)',
  hint: (count: number, maxBytes: number) =>
    `Até ${count} fotos do produto (JPEG, PNG, WebP ou AVIF, até ${megabytes(maxBytes)} cada). Aparecem com a sua avaliação.`,
  pick: 'Escolher fotos',
  full: (count: number) => `Você já escolheu ${count} fotos. Remova uma para trocar.`,
  chosen: 'Fotos escolhidas',
  alt: (n: number, total: number) => `Foto ${n} de ${total} da sua avaliação`,
  remove: 'Remover foto',
  removeLabel: (n: number) => `Remover foto ${n}`,
  uploading: 'Enviando foto…',
  uploadingNamed: (name: string) => `Enviando foto ${name}`,
  uploaded: 'Foto adicionada à avaliação.',
  removed: 'Foto removida da avaliação.',
  tooMany: (count: number) => `Escolha até ${count} fotos.`,
  tooLarge: (name: string, maxBytes: number) =>
    `${name}: a foto passa de ${megabytes(maxBytes)}. Escolha uma foto menor.`,
  refused: (name: string, reason: string) => `${name}: ${reason}`,
  failed: (name: string) => `${name}: não foi possível enviar a foto agora. Tente de novo.`,
  wait: 'Espere as fotos terminarem de enviar.',
} as const;
