// Every word of the coupon field (cart and pay pages).
export const couponMessages = {
  title: 'Cupom de desconto',
  label: 'Código do cupom',
  apply: 'Aplicar',
  applying: 'Aplicando…',
  remove: 'Remover cupom',
  removing: 'Removendo…',
  applied: (code: string, label: string) => `Cupom ${code} aplicado (${label}).`,
  line: (code: string) => `Cupom ${code}`,
  failed: 'Não foi possível falar com a loja agora. Tente novamente.',
} as const;
