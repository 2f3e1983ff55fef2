import type { SalesOverview } from '@vitrine/contract/sales';

type Period = SalesOverview['periods'][number]['period'];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

/** Everything the seller reads on the home (/vendedor), in one place. */
export const homeMessages = {
  title: 'Início',
  heading: 'Resumo da loja',
  periods: {
    label: 'Faturamento por período',
    name: {
      hoje: 'Hoje',
      '7_dias': 'Últimos 7 dias',
      '30_dias': 'Últimos 30 dias',
    } satisfies Record<Period, string>,
    previousName: {
      hoje: 'Ontem',
      '7_dias': '7 dias anteriores',
      '30_dias': '30 dias anteriores',
    } satisfies Record<Period, string>,
    revenue: 'Faturamento',
    orders: 'Vendas',
    previous: (name: string, revenue: string, orders: number) =>
      `${name}: ${revenue} em ${plural(orders, 'venda', 'vendas')}`,
    change: (percent: string) => `${percent} em relação ao período anterior`,
    noChange: 'sem variação em relação ao período anterior',
    noPrevious: 'sem vendas no período anterior',
  },
  awaiting: {
    heading: 'Aguardando envio',
    count: (count: number) => `${plural(count, 'venda', 'vendas')} aguardando envio`,
    hint: 'Pagas e ainda não enviadas: separe e despache.',
    none: 'Nenhuma venda aguardando envio.',
  },
  lowStock: {
    heading: 'Estoque baixo',
    count: (count: number) => `${plural(count, 'variação', 'variações')} com estoque baixo`,
    item: (product: string, variation: string) =>
      variation && variation !== 'Único' ? `${product} (${variation})` : product,
    left: (stock: number) => (stock === 0 ? 'esgotado' : `${plural(stock, 'unidade', 'unidades')}`),
    hint: 'No limite que você definiu ou abaixo dele: reponha antes de esgotar.',
    none: 'Nenhuma variação com estoque baixo.',
    loading: 'Conferindo o estoque…',
    failed: 'Não foi possível conferir o estoque agora.',
  },
  daily: {
    heading: 'Vendas nos últimos 30 dias',
    loading: 'Carregando o gráfico…',
    tableToggle: 'Ver dados em tabela',
    caption: 'Vendas por dia nos últimos 30 dias',
    day: 'Dia',
    orders: 'Vendas',
    revenue: 'Faturamento',
    series: 'Faturamento',
  },
  latest: {
    heading: 'Últimas vendas',
    empty: 'Nenhuma venda ainda',
    emptyHint: 'As vendas da loja aparecem aqui assim que os clientes comprarem.',
    all: 'Ver todas as vendas',
    tableRegion: 'Tabela das últimas vendas',
    code: 'Venda',
    date: 'Data',
    customer: 'Cliente',
    status: 'Situação',
    total: 'Total',
    sale: (code: string) => `Venda ${code}`,
  },
};
