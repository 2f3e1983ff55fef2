// The cart's "Calcular frete" in pt-BR; how options and failures read is shared/freight's.
export const cartFreightMessages = {
  to: (cep: string) => `Para o CEP ${cep}:`,
  change: 'Alterar CEP',
  from: (price: string) => `a partir de ${price}`,
} as const;
