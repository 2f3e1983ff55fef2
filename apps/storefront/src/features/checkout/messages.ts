// Every pt-BR string of the pay page and the payment screens (spec §2 /finalizar-compra/*).
// Amounts arrive formatted by formatBRL ('R$ 1.234,56'). The address form's own strings are in
// shared/address-form/messages.ts.

export const checkoutMessages = {
  pay: {
    metaTitle: 'Pagamento',
    title: 'Finalizar compra',
    submit: 'Finalizar compra',
    submitting: 'Finalizando…',
    empty: {
      title: 'Seu carrinho está vazio',
      text: 'Adicione produtos ao carrinho para finalizar uma compra.',
      back: 'Voltar para a loja',
    },
    unavailable: 'Algum item do carrinho não está disponível nessa quantidade.',
    reviewCart: 'Revisar o carrinho',
    secure: 'Os dados do cartão vão direto para o processador de pagamentos.',
  },
  address: {
    legend: 'Endereço de entrega',
    none: 'Você ainda não tem um endereço cadastrado. Cadastre um para receber seu pedido.',
    add: 'Adicionar novo endereço',
    saved: 'Endereço salvo e escolhido para a entrega.',
    required: 'Escolha o endereço de entrega.',
    defaultTag: 'Principal',
    notNeeded: 'Seu pedido só tem serviços: não há entrega.',
  },
  freight: {
    legend: 'Forma de entrega',
    required: 'Escolha a forma de entrega.',
    noAddress: 'Escolha ou cadastre um endereço para ver as formas de entrega.',
    loading: 'Calculando o frete…',
    carrierUnavailable:
      'As transportadoras não responderam agora: mostramos as entregas da própria loja.',
    /** The API's refusal of a CEP (freight quote `error`), as the section reads it. */
    errors: {
      cep_not_found: 'CEP não encontrado. Confira o CEP do endereço ou escolha outro.',
      no_service: 'A loja não entrega neste CEP. Escolha outro endereço.',
      freight_unavailable: 'Serviço de frete indisponível, tente novamente em instantes.',
    } as Record<string, string>,
  },
  method: {
    legend: 'Forma de pagamento',
    card: 'Cartão de crédito',
    pix: 'Pix',
    boleto: 'Boleto bancário',
    /** Only 1x offered (the amount under the store's minimum instalment). */
    cardOnce: (amount: string) => `à vista ${amount}`,
    discountPercent: (value: number) => `${String(value).replace('.', ',')}% de desconto`,
    discountAmount: (amount: string) => `${amount} de desconto`,
    pixInfo:
      'Depois de finalizar, você verá o QR code e o código pix copia e cola. A confirmação é na hora.',
    boletoInfo:
      'Depois de finalizar, você verá a linha digitável e poderá imprimir o boleto. O pagamento leva até 3 dias úteis para ser confirmado.',
  },
  marketing: {
    legend: 'E-mails da loja',
    on: 'Pronto: você vai receber e-mails da loja.',
    off: 'Você não vai mais receber e-mails da loja.',
    failed: 'Não foi possível salvar sua escolha. Tente novamente.',
  },
  /** The box's own words are the contract's (WHATSAPP_OPT_IN_WORDING). */
  whatsapp: {
    legend: 'Atualizações pelo WhatsApp',
    phone: 'Celular com DDD',
    emailStays: 'O e-mail continua chegando normalmente.',
  },
  company: {
    legend: 'Nota fiscal',
    asCompany: 'Comprar como empresa (nota fiscal no CNPJ)',
    cnpj: 'CNPJ da empresa',
    legalName: 'Razão social',
    ieKind: 'Inscrição estadual (ICMS)',
    chooseIeKind: 'Escolha',
    /** The NF-e's `indIEDest`, as a shopper reads it (IE_KIND_LABELS of the contract's words). */
    ieKinds: {
      contribuinte: 'Contribuinte do ICMS (tem inscrição estadual)',
      isento: 'Contribuinte isento de inscrição estadual',
      nao_contribuinte: 'Não contribuinte do ICMS',
    },
    stateRegistration: 'Número da inscrição estadual',
  },
  cpf: {
    /** Why a boleto (or the store's provider) asks for it. */
    payment: {
      label: 'CPF do titular',
      hint: 'Quem paga: vai no boleto ou na cobrança, como o banco exige.',
    },
    /** Why a store issuing NF-e asks a person buying for it. */
    invoice: {
      label: 'CPF',
      hint: 'Vai na nota fiscal da compra. Para uma empresa, marque “Comprar como empresa”.',
    },
  },
  card: {
    number: 'Número do cartão',
    brand: (name: string) => `Bandeira: ${name}`,
    holder: 'Nome impresso no cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'CVV',
    cvvHint: (digits: number) =>
      `Código de segurança: ${digits} dígitos, ${digits === 4 ? 'na frente' : 'no verso'} do cartão.`,
    installments: 'Parcelas',
    errors: {
      required: 'Campo obrigatório.',
      brand: 'Bandeira de cartão não aceita.',
      holder: 'Digite o nome como está no cartão.',
      expiryFormat: 'Use o formato MM/AA.',
      expiryMonth: 'Mês de validade inválido.',
      expired: 'Cartão vencido.',
      cvv: (digits: number) => `O código de segurança tem ${digits} dígitos.`,
    },
  },
  installment: (count: number, amount: string, hasInterest: boolean, total: string) =>
    hasInterest
      ? `${count}x de ${amount} com juros (total ${total})`
      : `${count}x de ${amount} sem juros`,
  summary: {
    title: 'Resumo do pedido',
    items: 'Itens',
    quantity: (count: number) => (count === 1 ? '1 unidade' : `${count} unidades`),
    subtotal: 'Subtotal',
    shipping: 'Frete',
    freeShipping: 'Grátis',
    /** No freight option priced in yet (no address, or none for it). */
    shippingPending: 'A calcular',
    freeShippingMissing: (amount: string) => `Faltam ${amount} em produtos para o frete grátis.`,
    pixDiscount: 'Desconto no pix',
    boletoDiscount: 'Desconto no boleto',
    interest: 'Juros do parcelamento',
    total: 'Total',
    inInstallments: (line: string) => `Em ${line}`,
    unavailable: 'Indisponível nessa quantidade',
  },
  refusal: {
    title: 'Não foi possível finalizar a compra',
    declined: (reason: string) =>
      `Pagamento recusado: ${reason} Confira os dados do cartão ou escolha outra forma de pagamento.`,
    priceChanged: (before: string, after: string) =>
      `O valor do pedido mudou de ${before} para ${after}. Confira o resumo e finalize de novo.`,
    stock: (reason: string) => `${reason} Ajuste o carrinho para continuar.`,
    emptyCart:
      'Seu carrinho está vazio: se o pedido já foi feito, a confirmação está no seu e-mail.',
    alreadyPlaced: 'Este pedido já foi registrado: a confirmação está no seu e-mail.',
    unknownOutcome:
      'Não foi possível confirmar o seu pedido. Tente de novo: se ele já foi feito, não será cobrado duas vezes.',
    generic: 'Não foi possível finalizar a compra. Tente de novo.',
    backToStore: 'Voltar para a loja',
    /** The card gateway's script did not load or did not answer (nothing was charged). */
    gatewayUnavailable: 'Não foi possível validar o cartão agora. Tente novamente.',
    gatewayRefused:
      'O processador de pagamentos não aceitou os dados do cartão. Confira-os e tente novamente.',
    gatewayField: {
      'card.number': 'O processador de pagamentos não aceitou este número. Confira o número.',
      'card.expiry': 'O processador de pagamentos não aceitou esta validade. Confira a validade.',
      'card.cvv': 'O processador de pagamentos não aceitou este código. Confira o CVV.',
    },
  },
  screens: {
    orderNumber: 'Número do pedido',
    amount: 'Valor',
    total: 'Total',
    keepShopping: 'Continuar comprando',
    seeOrder: 'Ver meu pedido',
    payAgain: 'Tentar pagar de novo',
    goToCart: 'Ir para o carrinho',
  },
  pix: {
    metaTitle: 'Pagamento por pix',
    title: 'Pague com pix para concluir seu pedido',
    steps: [
      'Abra o aplicativo do seu banco e escolha pagar com pix.',
      'Leia o QR code ou cole o código copia e cola.',
      'Confira o valor e confirme. Esta página se atualiza sozinha.',
    ],
    qrLabel: (amount: string) => `QR code do pix de ${amount}`,
    codeLabel: 'Código pix copia e cola',
    expiresIn: 'O código expira em',
    expiresAt: (time: string) => `Pague até ${time}.`,
    waiting: 'Aguardando a confirmação do banco…',
    simulate: 'Simular pagamento',
    simulating: 'Simulando…',
    simulateHint: 'Modo de demonstração: o botão faz o papel do banco.',
    simulateFailed: 'O banco de demonstração não confirmou o pagamento.',
    paidTitle: 'Pagamento confirmado!',
    paidText: 'Recebemos o seu pix. Você receberá a confirmação por e-mail.',
    expiredTitle: 'O prazo deste pix acabou',
    expiredText: 'O pedido foi cancelado por falta de pagamento. Os itens voltaram para a loja.',
    otherTitle: (status: string) => `Pedido ${status.toLowerCase()}`,
  },
  boleto: {
    metaTitle: 'Pagamento por boleto',
    title: 'Seu boleto foi gerado',
    text: 'Pague em qualquer banco, lotérica ou no aplicativo do seu banco até o vencimento. A confirmação leva até 3 dias úteis.',
    line: 'Linha digitável',
    barcode: (line: string) => `Código de barras do boleto ${line}`,
    dueDate: 'Vencimento',
    print: 'Imprimir boleto',
    beneficiary: 'Beneficiário',
    paidTitle: 'Boleto pago!',
    paidText: 'Recebemos a confirmação do banco. Seu pedido já está sendo preparado.',
    closedTitle: (status: string) => `Boleto ${status.toLowerCase()}`,
  },
  cardScreen: {
    metaTitle: 'Pagamento com cartão',
    approvedTitle: 'Pagamento aprovado!',
    approvedText: 'Seu pedido foi confirmado. Você receberá os detalhes por e-mail.',
    card: (brand: string, last4: string) => `${brand} final ${last4}`,
    paidWith: 'Pago com',
    installments: 'Parcelamento',
    declinedTitle: 'Pagamento não aprovado',
    declinedText: (reason: string) =>
      `${reason} Você pode tentar de novo com outro cartão ou pagar com pix ou boleto.`,
  },
} as const;

/** A brand as the API names it ('visa'), as a person reads it ('Visa'): one list, the e-mails'. */
export { cardBrandName as brandName } from '@vitrine/domain/card';
