// The hearts' words (the "add" label is also in favourite-toggle.tsx, the HTML every page has).

export const favouriteMessages = {
  add: 'Adicionar aos favoritos',
  remove: 'Remover dos favoritos',
  added: 'Adicionado aos favoritos.',
  removed: 'Removido dos favoritos.',
  failed: 'Não foi possível atualizar seus favoritos. Tente novamente.',
} as const;
