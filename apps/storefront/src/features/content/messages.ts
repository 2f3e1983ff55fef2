// Every pt-BR string of the content pages.
export const contentMessages = {
  updated: 'Atualizada em',
} as const;
