// What the shopper and the seller read from this feature, in pt-BR (the e-mail's wording is in
// invite-email.ts).

export const REVIEW_MESSAGES = {
  inviteInvalid:
    'Este link de avaliação não é válido ou venceu. As avaliações são feitas pelo link do e-mail do pedido entregue.',
  notDelivered: 'Só é possível avaliar depois que o pedido for entregue.',
  notInOrder: 'Este produto não faz parte do pedido.',
  notBuyer: 'Só quem comprou este pedido pode avaliar os produtos dele.',
  alreadyReviewed: 'Você já avaliou este produto neste pedido.',
  productNotFound: 'Produto não encontrado.',
  reviewNotFound: 'Avaliação não encontrada nesta loja.',
  alreadyVoted: 'Você já marcou esta avaliação como útil.',
  notPublished: 'Esta avaliação não está publicada.',
  photosLimit:
    'Você já enviou o máximo de fotos para este produto. Use as que já enviou ou escreva a avaliação sem mais fotos.',
  photoUnknown: 'Uma das fotos não foi encontrada. Envie-a de novo.',
  photoNotFound: 'Foto não encontrada nesta avaliação.',
} as const;
