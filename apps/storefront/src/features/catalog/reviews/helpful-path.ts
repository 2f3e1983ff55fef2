/** Where a review's "Achei útil" form posts (routes.ts), and its field naming the page to return to. */
export const HELPFUL_ACTION_PATH = (id: string) => `/avaliar/util/${encodeURIComponent(id)}`;
export const HELPFUL_BACK_FIELD = 'voltar';
