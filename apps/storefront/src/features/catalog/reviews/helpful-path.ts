/** Where a review's "Achei útil" form posts (routes.ts), and its field naming the page to return to. */
export const HELPFUL_ACTION_PATH = (id: string) => `/avaliar/util/${encodeURIComponent(id)}`;
export { RETURN_PARAM as HELPFUL_BACK_FIELD } from '@vitrine/session/return-path';
