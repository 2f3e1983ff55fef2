import type { ReviewStatus } from '@vitrine/contract/reviews';

// Every word of the office's "Avaliações" (issue #37 §3).
export const reviewsMessages = {
  title: 'Avaliações',
  intro:
    'Só quem recebeu o pedido avalia, uma vez por produto, pelo convite que a loja manda por e-mail. O que você publica aparece na página do produto e as estrelas, na vitrine.',
  settings: 'Convites e aprovação',
  inviteDays: 'Dias depois da entrega para mandar o convite',
  inviteDaysHint: 'De 1 a 60 dias.',
  requireApproval: 'Aprovar cada avaliação antes de publicar',
  save: 'Salvar',
  saved: 'Configurações das avaliações salvas.',
  filter: 'Mostrar avaliações',
  all: 'Todas',
  statuses: {
    pendente: 'Pendentes',
    publicada: 'Publicadas',
    oculta: 'Ocultas',
  } satisfies Record<ReviewStatus, string>,
  status: {
    pendente: 'Pendente',
    publicada: 'Publicada',
    oculta: 'Oculta',
  } satisfies Record<ReviewStatus, string>,
  listLabel: 'Avaliações da loja',
  empty: 'Nenhuma avaliação aqui.',
  stars: (rating: number) => (rating === 1 ? '1 de 5 estrelas' : `${rating} de 5 estrelas`),
  by: (name: string, order: string, when: string) => `${name} · pedido ${order} · ${when}`,
  helpful: (count: number) =>
    count === 1 ? '1 pessoa achou útil' : `${count} pessoas acharam útil`,
  hiddenReason: (reason: string) => `Motivo (só a loja vê): ${reason}`,
  reply: 'Sua resposta',
  publish: 'Publicar',
  published: 'Avaliação publicada.',
  hide: 'Ocultar',
  hideTitle: 'Ocultar avaliação',
  hideDescription:
    'Ela sai da página do produto e da média. O motivo fica só na loja: o cliente não o vê.',
  reason: 'Motivo',
  hideConfirm: 'Ocultar',
  hidden: 'Avaliação oculta.',
  answer: 'Responder',
  editAnswer: 'Editar resposta',
  answerTitle: 'Responder em público',
  answerDescription:
    'A resposta aparece abaixo da avaliação, na página do produto, com o nome da loja.',
  answerConfirm: 'Publicar resposta',
  answered: 'Resposta publicada.',
  photos: {
    list: 'Fotos da avaliação',
    open: (n: number, total: number) => `Ampliar foto ${n} de ${total}`,
    title: (n: number, total: number) => `Foto ${n} de ${total}`,
    sentBy: (name: string, title: string) => `Enviada por ${name} com a avaliação “${title}”.`,
    alt: (n: number, name: string) => `Foto ${n} enviada por ${name}`,
    remove: 'Remover foto',
    removeOf: (n: number, total: number) => `Remover foto ${n} de ${total}`,
    removeTitle: 'Remover esta foto?',
    removeDescription:
      'A foto deixa de aparecer na página do produto. A avaliação continua, com as estrelas e o texto. Não é possível desfazer.',
    keep: 'Manter foto',
    removed: 'Foto removida da avaliação.',
  },
  keep: 'Voltar',
  counter: (length: number, max: number) => `${length} de ${max} caracteres`,
  total: (count: number) =>
    count === 1 ? '1 avaliação' : `${count.toLocaleString('pt-BR')} avaliações`,
  pagination: 'Paginação das avaliações',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anterior',
  next: 'Próxima',
} as const;
