// Everything the seller reads on the store's Histórico, in one place.

export const storeHistoryMessages = {
  title: 'Histórico da loja',
  intro:
    'Tudo o que foi mudado no painel: quem mudou, quando, e os campos antes e depois. Do mais recente ao mais antigo.',
  kind: 'Tipo de alteração',
  list: 'Alterações da loja',
  everything: 'Todas',
  loading: 'Carregando o histórico…',
  empty: 'Nenhuma alteração registrada.',
  total: (count: number) =>
    count === 1
      ? '1 alteração registrada.'
      : `${count.toLocaleString('pt-BR')} alterações registradas.`,
} as const;
