import type { SalesOverview } from '@vitrine/contract/sales';

type Period = SalesOverview['periods'][number]['period'];

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

/** Everything the seller reads on the home (/vendedor), in one place. */
export const homeMessages = {
  title: 'Início',
  heading: 'Resumo da loja',
  store: {
    checklistHeading: 'Prepare sua loja para abrir',
    checklistIntro:
      'Cada passo fica feito sozinho quando a loja tem o que ele pede. Os clientes veem “Em breve” até você abrir a loja.',
    progress: (done: number, total: number) => `${done} de ${total} passos obrigatórios feitos`,
    done: 'Feito',
    todo: 'A fazer',
    advised: '(recomendado)',
    open: 'Abrir minha loja',
    opening: 'Abrindo…',
    onlyOwnerOpens: 'Só o dono da loja pode abrir a loja.',
    notReady: 'Ainda não dá para abrir a loja. Falta:',
    emailHint: 'Abra o link que enviamos para o seu e-mail.',
    resendEmail: 'Reenviar e-mail de confirmação',
    openHeading: 'Sua loja está aberta',
    openIntro:
      'Precisa parar de vender por um tempo? Ponha a loja em pausa: os clientes veem o aviso e não conseguem fazer pedidos.',
    pauseMessage: 'Mensagem aos clientes (opcional)',
    pauseHint: 'Aparece na loja enquanto ela estiver em pausa, como “Voltamos dia 10!”.',
    pause: 'Pausar loja',
    pausedHeading: 'Loja em pausa',
    pausedIntro: 'Os clientes veem o aviso e não conseguem fazer pedidos.',
    pausedMessage: (message: string) => `Mensagem aos clientes: “${message}”`,
    pausedNoMessage: 'Os clientes veem o aviso padrão de loja em pausa.',
    reopen: 'Reabrir loja',
    closedHeading: 'Loja encerrada',
    closedIntro: (day: string) =>
      `A loja foi encerrada em ${day}. Os dados ficam guardados pelo prazo do aviso de privacidade.`,
    close: 'Encerrar a loja',
    onlyOwnerMoves: 'Só o dono da loja pode pausar, reabrir ou encerrar a loja.',
  },
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
  usage: {
    heading: 'Uso da loja',
    products: 'Produtos e serviços',
    images: 'Imagens',
    team: 'Equipe',
    of: (used: string, max: string) => `${used} de ${max}`,
    near: 'Perto do limite',
    loading: 'Carregando…',
    failed: 'Não foi possível carregar o uso da loja agora.',
  },
};
