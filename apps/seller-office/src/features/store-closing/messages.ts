// The pt-BR strings of closing the store (/vendedor/loja/encerrar).
export const closingMessages = {
  title: 'Encerrar a loja',
  intro:
    'Encerrar é definitivo: a loja para de vender, o endereço dela não passa para outra loja e os dados ficam guardados pelo prazo do aviso de privacidade.',
  downloadsHeading: '1. Baixe tudo o que a loja tem',
  downloadsIntro: 'Guarde os três arquivos (abrem no Excel) antes de encerrar.',
  downloads: {
    catalog: 'Baixar o catálogo (CSV)',
    sales: 'Baixar as vendas (CSV)',
    customers: 'Baixar os clientes (CSV)',
  },
  downloaded: 'baixado',
  confirmHeading: '2. Confirme com sua senha',
  confirmWaits: 'Depois de baixar os três arquivos, confirme aqui com a sua senha.',
  password: 'Sua senha',
  confirm: 'Encerrar a loja definitivamente',
  unfinishedMore: (more: number) => (more === 1 ? 'e mais 1 pedido.' : `e mais ${more} pedidos.`),
  order: (code: string) => `Venda ${code}`,
  alreadyClosed: 'Esta loja já foi encerrada.',
  back: 'Voltar ao início',
} as const;
