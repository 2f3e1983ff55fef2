// Every word of the office's "Avise-me" (issue #37 §2).
export const stockAlertsMessages = {
  title: 'Avise-me',
  intro:
    'Clientes pedem um e-mail quando uma opção esgotada voltar. Quem não está logado confirma o e-mail antes; cada pedido recebe um aviso só, na ordem em que foi feito.',
  settings: 'Avisos por unidade',
  factor: 'Avisos por unidade que volta ao estoque',
  factorHint:
    'De 1 a 10. Com 2, a volta de 3 unidades avisa até 6 clientes: mais gente pede do que compra.',
  save: 'Salvar',
  saved: 'Avisos por unidade salvos.',
  variations: 'Opções mais pedidas',
  empty: 'Nenhum pedido de aviso esperando.',
  listLabel: 'Opções com pedidos de aviso',
  requests: (count: number) => (count === 1 ? '1 pedido' : `${count} pedidos`),
  stock: (stock: number | null) =>
    stock === null ? 'Estoque não controlado' : `Estoque agora: ${stock}`,
  total: (count: number) => (count === 1 ? '1 opção' : `${count.toLocaleString('pt-BR')} opções`),
  pagination: 'Paginação das opções',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anterior',
  next: 'Próxima',
} as const;
