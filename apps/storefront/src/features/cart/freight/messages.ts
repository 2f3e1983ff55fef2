// The cart's "Calcular frete" in pt-BR.
export const cartFreightMessages = {
  title: 'Calcular frete',
  cep: 'CEP',
  submit: 'Calcular',
  submitting: 'Calculando…',
  findCep: 'Não sei meu CEP',
  findCepUrl: 'https://buscacepinter.correios.com.br/app/endereco/index.php',
  newTab: '(abre em nova aba)',
  to: (cep: string) => `Para o CEP ${cep}:`,
  change: 'Alterar CEP',
  invalidCep: 'Digite os 8 números do CEP.',
  free: 'Grátis',
  from: (price: string) => `a partir de ${price}`,
  days: (days: number) => `chega em até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`,
  noEstimate: 'prazo informado no envio',
  pickupAt: (address: string, hours: string) => `${address} · ${hours}`,
  carrierUnavailable:
    'As transportadoras não responderam agora: mostramos as entregas da própria loja.',
  /** The API's refusals of a CEP, as the cart says them. */
  errors: {
    cep_not_found: 'CEP não encontrado.',
    freight_unavailable: 'Serviço de frete indisponível, tente novamente.',
  } as Record<string, string>,
  failed: 'Serviço de frete indisponível, tente novamente.',
  freeMissing: (amount: string) => `Faltam ${amount} em produtos para o frete grátis neste CEP.`,
  freeReached: 'Seu pedido tem frete grátis para este CEP.',
} as const;
