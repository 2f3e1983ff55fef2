import { formatBRL } from '@vitrine/domain/money';

// Everything an operator reads in the platform's console, in one place.

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString('pt-BR')} ${many}`;

/** 512 MB, 1,5 GB: a store's images as an operator weighs them (binary units, as disks do). */
export function formatStorage(bytes: number): string {
  const mb = bytes / 1024 ** 2;
  if (mb < 1024)
    return `${mb.toLocaleString('pt-BR', { maximumFractionDigits: mb < 10 ? 1 : 0 })} MB`;
  return `${(mb / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} GB`;
}

export const frameMessages = {
  brand: 'Vitrine',
  tag: 'Console da plataforma',
  skip: 'Pular para o conteúdo',
  logOut: 'Sair',
  leaving: 'Saindo…',
  app: 'Console da plataforma',
} as const;

export const loginMessages = {
  title: 'Entrar no console',
  intro:
    'Acesso da equipe da Vitrine. Entre com o seu e-mail, a sua senha e o código do aplicativo autenticador.',
  firstTime:
    'No primeiro acesso, o console pede para ativar a verificação em duas etapas antes de abrir.',
  loggedOut: 'Você saiu do console.',
  loggedOutOffline:
    'Você saiu do console neste navegador, mas não foi possível confirmar com o servidor.',
} as const;

export const setupMessages = {
  title: 'Proteja o seu acesso ao console',
  heading: 'Verificação em duas etapas',
  intro:
    'O console abre todas as lojas da plataforma: ele só é aberto com a senha e um código de 6 dígitos gerado por um aplicativo autenticador no seu celular (Google Authenticator, Microsoft Authenticator, Authy, 1Password…). Ative-a para continuar.',
  activated: 'Verificação em duas etapas ativada.',
} as const;

export const listMessages = {
  title: 'Lojas',
  filters: 'Filtros das lojas',
  search: 'Buscar',
  searchHint: 'Nome, endereço ou e-mail do dono',
  state: 'Situação',
  anyState: 'Todas',
  from: 'Criadas a partir de',
  to: 'Criadas até',
  sort: 'Ordem',
  sorts: {
    created_desc: 'Mais recentes primeiro',
    revenue_desc: 'Maior receita em 30 dias',
    name: 'Nome (A–Z)',
  },
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  rangeError: 'A data inicial deve ser anterior à final.',
  loading: 'Carregando lojas…',
  loadFailed: 'Não foi possível carregar as lojas.',
  retry: 'Tentar de novo',
  emptyFiltered: 'Nenhuma loja encontrada com esses filtros',
  emptyFilteredHint: 'Mude ou limpe os filtros para ver outras lojas.',
  empty: 'A plataforma ainda não tem lojas',
  emptyHint: 'As lojas aparecem aqui assim que alguém criar uma em "Crie sua loja".',
  total: (n: number) => count(n, 'loja', 'lojas'),
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  pagination: 'Paginação das lojas',
  previous: 'Anterior',
  next: 'Próxima',
  list: 'Lojas da plataforma',
  created: (day: string) => `Criada em ${day}`,
  orders: 'Pedidos em 30 dias',
  revenue: 'Receita em 30 dias',
  products: 'Produtos',
  images: 'Imagens',
} as const;

export const storeMessages = {
  back: 'Voltar para as lojas',
  created: (day: string) => `Criada em ${day}`,
  suspendedSince: (when: string) => `Suspensa desde ${when}.`,
  reason: 'Motivo',
  figures: 'Últimos 30 dias',
  orders: (n: number) => count(n, 'pedido pago', 'pedidos pagos'),
  revenue: (value: number) => `${formatBRL(value)} de receita`,
  owners: 'Donos',
  noPhone: 'sem telefone',
  twoFactor: (on: boolean) =>
    on ? 'Verificação em duas etapas: ativada' : 'Verificação em duas etapas: desativada',
  usage: 'Uso e limites',
  productsUsage: 'Produtos',
  imagesUsage: 'Imagens',
  teamUsage: 'Equipe',
  of: (used: string, limit: string) => `${used} de ${limit}`,
  domains: 'Domínios',
  noDomains: 'Nenhum domínio próprio: a loja atende só no endereço da plataforma.',
  domainStatus: {
    pending: 'aguardando verificação',
    verified: 'verificado',
    failing: 'com falha na verificação',
  },
  primary: 'principal',
  checklist: 'Checklist de abertura',
  done: 'Feito',
  pending: 'Pendente',
  actions: 'Ações de operadores',
  noActions: 'Nenhuma ação de operador nesta loja.',
  action: {
    suspend: 'Suspensa',
    reactivate: 'Reativada',
  },
  byWhom: (name: string | null, when: string) => `por ${name ?? 'um operador removido'} em ${when}`,
  suspend: 'Suspender loja',
  reactivate: 'Reativar loja',
  suspended: 'Loja suspensa. O dono foi avisado por e-mail.',
  reactivated: 'Loja reativada. O dono foi avisado por e-mail.',
} as const;

export const suspendMessages = {
  title: (name: string) => `Suspender ${name}`,
  description:
    "Os clientes verão 'Loja indisponível', nenhum pedido ou pagamento será aceito, o painel da loja ficará só para consulta; o dono recebe o motivo por e-mail.",
  reason: 'Motivo da suspensão',
  reasonHint: 'Entre 10 e 500 caracteres. O dono da loja lê este texto.',
  keep: 'Cancelar',
  confirm: 'Suspender loja',
  reactivateTitle: (name: string) => `Reativar ${name}?`,
  reactivateDescription:
    'A loja volta a atender os clientes e a aceitar pedidos e pagamentos, e o painel volta a aceitar alterações. O dono recebe um aviso por e-mail.',
  reactivateConfirm: 'Reativar loja',
} as const;

/** The state as the list's filter names it: a suspension first, whatever the status. */
export const STATE_TONE = {
  draft: 'neutral',
  open: 'success',
  paused: 'warning',
  suspended: 'danger',
  closed: 'neutral',
} as const;
