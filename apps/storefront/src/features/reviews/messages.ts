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
