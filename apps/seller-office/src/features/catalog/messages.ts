// Everything the seller reads on the catalog screens (products, services, categories), in one
// place. The description editor's words are in lib/rich-text/messages.ts.
import type { CatalogKind } from './list-query.ts';

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('pt-BR')} ${value === 1 ? one : many}`;

export const kindMessages = {
  product: {
    title: 'Produtos',
    one: 'produto',
    many: 'produtos',
    new: 'Novo produto',
    newTitle: 'Novo produto',
    editTitle: (name: string) => `Editar produto: ${name}`,
    back: 'Voltar para os produtos',
    emptyStore: 'A loja ainda não tem produtos',
    emptyStoreHint: 'Cadastre o primeiro produto para começar a vender.',
  },
  service: {
    title: 'Serviços',
    one: 'serviço',
    many: 'serviços',
    new: 'Novo serviço',
    newTitle: 'Novo serviço',
    editTitle: (name: string) => `Editar serviço: ${name}`,
    back: 'Voltar para os serviços',
    emptyStore: 'A loja ainda não tem serviços',
    emptyStoreHint: 'Cadastre um serviço (ajuste, instalação…) para vendê-lo na loja.',
  },
} as const satisfies Record<CatalogKind, unknown>;

export const listMessages = {
  exportCsv: 'Exportar planilha',
  filters: 'Filtros',
  search: 'Buscar',
  searchHint: 'Nome ou SKU',
  status: 'Situação',
  anyStatus: 'Todas',
  category: 'Categoria',
  anyCategory: 'Todas',
  stock: 'Estoque',
  anyStock: 'Todos',
  stockFilter: { esgotado: 'Esgotado', baixo: 'Estoque baixo' },
  sort: 'Ordenar por',
  sorts: {
    atualizados: 'Alterados recentemente',
    nome: 'Nome (A–Z)',
    nome_desc: 'Nome (Z–A)',
    menor_preco: 'Menor preço',
    maior_preco: 'Maior preço',
    menor_estoque: 'Menor estoque',
  },
  apply: 'Filtrar',
  clear: 'Limpar filtros',
  loading: 'Carregando o catálogo…',
  loadFailed: 'Não foi possível carregar o catálogo.',
  retry: 'Tentar de novo',
  emptyFiltered: 'Nada encontrado com esses filtros',
  emptyFilteredHint: 'Mude ou limpe os filtros para ver outros itens.',
  total: (value: number, kind: CatalogKind) =>
    count(value, kindMessages[kind].one, kindMessages[kind].many),
  caption: (kind: CatalogKind) => `${kindMessages[kind].title} da loja`,
  pagination: 'Paginação do catálogo',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  previous: 'Anterior',
  next: 'Próxima',
  columns: {
    name: 'Nome',
    code: 'Código',
    status: 'Situação',
    category: 'Categoria',
    price: 'Preço',
    stock: 'Estoque',
    variations: 'Variações',
  },
  noCategory: 'Sem categoria',
  noPrice: '—',
  priceRange: (from: string, to: string) => `${from} a ${to}`,
  units: (value: number) => count(value, 'unidade', 'unidades'),
  noStock: 'Sem estoque',
  outOfStock: 'Esgotado',
  lowStock: 'Estoque baixo',
  variations: (value: number) => count(value, 'variação', 'variações'),
} as const;
