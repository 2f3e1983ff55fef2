// The first-run checklist of a store not yet open: each step is done when the store's data
// says so, never because a seller ticked it. The API computes it (and refuses to open a store
// while a required step is missing); the office draws it.

export const STORE_CHECKLIST_STEPS = [
  'email',
  'identity',
  'product',
  'payments',
  'delivery',
  'legal_data',
  'pages',
] as const;
export type StoreChecklistStep = (typeof STORE_CHECKLIST_STEPS)[number];

/** What a person reads for each step (the office's list, the API's refusal). */
export const STORE_CHECKLIST_LABELS: Record<StoreChecklistStep, string> = {
  email: 'Confirmar o e-mail do dono',
  identity: 'Identidade: logo e cores da loja',
  product: 'Um produto ativo, com foto',
  payments: 'Uma conta de recebimento testada',
  delivery: 'Uma forma de entrega: tabela de frete, Melhor Envio ou retirada',
  legal_data: 'Dados legais completos',
  pages: 'Páginas de trocas, privacidade e termos revisadas',
};

/**
 * Without these a shopper could not buy, be paid for, receive, know who sells (Decreto
 * 7.962/2013, art. 2) or read the store's terms, or nobody answers for the account. The
 * identity is advised, not required: a store can sell under its name and the default colours.
 */
export const REQUIRED_TO_OPEN: ReadonlySet<StoreChecklistStep> = new Set([
  'email',
  'product',
  'payments',
  'delivery',
  'legal_data',
  'pages',
]);

/** The required steps not done, in the checklist's order. */
export function missingToOpen(done: Readonly<Record<StoreChecklistStep, boolean>>) {
  return STORE_CHECKLIST_STEPS.filter((step) => REQUIRED_TO_OPEN.has(step) && !done[step]);
}
