// Every pt-BR string @vitrine/ui shows or announces, in one place so the wording is easy to
// review (CONTRIBUTING.md). Amounts arrive already formatted by formatBRL ('R$ 1.234,56').
// One export per component: a page's bundle keeps only the strings of the components it uses
// (an object's unused keys are never shaken out, and the storefront's shell counts bytes).

export const commonMessages = {
  close: 'Fechar',
  loading: 'Carregando…',
} as const;

export const confirmRemoveMessages = {
  remove: 'Excluir',
  confirm: 'Excluir',
  cancel: 'Cancelar',
} as const;

export const toastMessages = {
  region: 'Notificações',
  close: 'Fechar notificação',
} as const;

export const badgeMessages = {
  items: (count: number) => (count === 1 ? '1 item' : `${count} itens`),
} as const;

export const fieldMessages = {
  words: (count: number, limit: number) => `${count}/${limit} palavras`,
} as const;

export const moneyMessages = {
  currency: 'R$',
} as const;

/** spec §5: the password rules under a new password, one wording for shoppers and sellers. */
export const passwordRulesMessages = {
  title: 'A senha precisa ter:',
  rules: {
    min_length: 'pelo menos 6 caracteres',
    uppercase: 'uma letra maiúscula',
    digit: 'um número',
    special: 'um caractere especial (como ! @ # $ % & *)',
  },
  met: 'atendido',
  missing: 'falta',
} as const;

export const trackingMessages = {
  /** The link's name: the code, where it goes ("nos Correios"), and that it opens a new tab. */
  linkName: (code: string, where: string) => `${code} (rastrear ${where}, abre em nova aba)`,
  anyCarrier: 'na transportadora',
} as const;

export const priceMessages = {
  /** Read instead of the struck-through old price and the new one. */
  sale: (previous: string, current: string) => `de ${previous} por ${current}`,
  installments: (count: number, amount: string, hasInterest: boolean) =>
    `${count}x de ${amount} ${hasInterest ? 'com juros' : 'sem juros'}`,
  /** After the interest-free offer, how far the plans with interest go. */
  upTo: (count: number) => `ou até ${count}x com juros`,
  pix: (amount: string) => `${amount} no pix`,
} as const;
