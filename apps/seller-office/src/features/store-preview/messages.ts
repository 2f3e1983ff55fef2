// The seller's preview of their store before it opens, in pt-BR.
export const previewMessages = {
  open: 'Ver prévia da loja',
  hint: 'A loja ainda não está aberta: os clientes veem o aviso, você vê a loja como ficará.',
  failed: 'Não foi possível abrir a prévia agora. Tente de novo em instantes.',
} as const;
