import type { PaymentMethod } from '@vitrine/contract/orders';

// The pt-BR strings of the account area's orders screens (spec §2 /minha-conta/meus-pedidos).
export const ordersMessages = {
  metaTitle: 'Meus pedidos',
  title: 'Meus pedidos',
  listLabel: 'Seus pedidos',
  order: (code: string) => `Pedido ${code}`,
  placedOn: 'Feito em',
  total: 'Total',
  payment: 'Pagamento',
  status: 'Situação',
  details: 'Ver detalhes',
  items: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
  methods: { card: 'Cartão de crédito', pix: 'Pix', boleto: 'Boleto' } satisfies Record<
    PaymentMethod,
    string
  >,
  empty: {
    title: 'Você ainda não fez nenhum pedido',
    text: 'Quando você comprar, seus pedidos aparecem aqui.',
    browse: 'Ver produtos',
  },
  filter: {
    label: 'Situação do pedido',
    all: 'Todas',
    none: 'Nenhum pedido nesta situação.',
  },
  pagination: {
    label: 'Páginas de pedidos',
    previous: 'Página anterior',
    next: 'Próxima página',
    current: (page: number, total: number) => `Página ${page} de ${total}`,
  },
} as const;
