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

// spec §2 /minha-conta/meus-pedidos/{code}.
export const orderDetailMessages = {
  metaTitle: (code: string) => `Pedido ${code}`,
  title: (code: string) => `Pedido ${code}`,
  back: 'Voltar para meus pedidos',
  placedOn: (date: string) => `Feito em ${date}`,
  /** Between a moment's day and time: 09/03/2026 às 23:30. */
  dateTimeJoin: ' às ',
  items: 'Itens',
  variation: (name: string) => `Opção: ${name}`,
  quantity: (qnt: number, unit: string) => `${qnt} × ${unit}`,
  summary: 'Valores',
  // The money lines' labels: @vitrine/contract/order-sums (the e-mails use the same).
  address: 'Endereço de entrega',
  noAddress: 'Sem entrega (serviço).',
  payment: 'Pagamento',
  /** The payer's CPF the order was charged with, masked ('390.533.447-05'). */
  payerCpf: (cpf: string) => `CPF: ${cpf}`,
  whatsapp: (number: string) => `Atualizações deste pedido também pelo WhatsApp, para ${number}.`,
  card: (brand: string, last4: string) => `Cartão ${brand} final ${last4}`,
  installments: (count: number, amount: string) =>
    count === 1 ? `À vista, ${amount}` : `${count}x de ${amount}`,
  pixPending: 'Pague com o QR code ou o pix copia e cola abaixo.',
  pixQr: 'QR code do pix',
  pixCode: 'Pix copia e cola',
  pixExpires: (when: string) => `Válido até ${when}.`,
  boletoLine: 'Linha digitável',
  boletoBarcode: (line: string) => `Código de barras do boleto ${line}`,
  boletoDue: (date: string) => `Vencimento: ${date}`,
  boletoPrint: 'Ver boleto para imprimir',
  pixPaid: 'Pago com pix.',
  boletoPaid: 'Pago com boleto.',
  timeline: 'Andamento do pedido',
  tracking: 'Código de rastreio',
  shippedBy: (carrier: string) => `Enviado por ${carrier}`,
  invoice: 'Nota fiscal',
  invoiceNumber: (number: string, series: string) => `Número ${number}, série ${series}`,
  invoiceIssuedOn: (date: string) => `Emitida em ${date}`,
  accessKey: 'Chave de acesso',
  danfe: 'Ver DANFE (PDF)',
  newTab: '(abre em nova aba)',
} as const;

// spec §2 /minha-conta/meus-enderecos (the form's own strings: shared/address-form/messages.ts).
export const addressesMessages = {
  metaTitle: 'Meus endereços',
  title: 'Meus endereços',
  listLabel: 'Seus endereços',
  none: 'Você ainda não tem endereços cadastrados.',
  add: 'Adicionar endereço',
  cancel: 'Cancelar',
  created: 'Endereço adicionado.',
  updated: 'Endereço atualizado.',
  defaultTag: 'Endereço principal',
  edit: (line: string) => `Editar ${line}`,
  remove: (line: string) => `Remover ${line}`,
  makeDefault: (line: string) => `Tornar principal: ${line}`,
  editShort: 'Editar',
  removeShort: 'Remover',
  makeDefaultShort: 'Tornar principal',
  defaultSaved: 'Endereço principal alterado.',
  confirmTitle: 'Remover este endereço?',
  confirmText: (line: string) => `${line} sairá da sua lista de endereços.`,
  confirm: 'Remover',
  removed: 'Endereço removido.',
} as const;

/** The order's refunds and the boleto shopper's "Dados para devolução". */
export const refundMessages = {
  title: 'Reembolsos',
  formTitle: 'Dados para devolução',
  formIntro:
    'Seu pedido foi pago com boleto, que não tem conta de volta: diga onde quer receber o reembolso. Só a loja vê estes dados.',
  kind: 'Receber por',
  kinds: { pix: 'Pix', bank: 'Transferência bancária' },
  keyType: 'Tipo de chave',
  key: 'Chave pix',
  bank: 'Código do banco',
  bankHint: 'Três números, como 001 ou 260.',
  agency: 'Agência (sem o dígito)',
  account: 'Conta com o dígito',
  accountType: 'Tipo de conta',
  holderName: 'Nome do titular',
  holderCpf: 'CPF do titular',
  save: 'Enviar dados',
  saved: 'Dados recebidos. A loja fará a transferência.',
} as const;
