import type { StoreStatus } from '@vitrine/domain/store-status';
import { PREVIEW_GRANT_PATH } from '@vitrine/contract/store-preview-path';

/**
 * What a store that is not open still answers with its own pages, besides its status page.
 * A paused or closed store keeps the shopper's account (their orders, a boleto or pix of an
 * order placed before the pause) and its content pages (the privacy notice, returns); a draft
 * has no shopper yet and answers nothing but "Em breve". The preview's own page always answers.
 */
const STILL_ANSWERED: Record<Exclude<StoreStatus, 'open'>, readonly string[]> = {
  draft: [],
  paused: [
    '/login',
    '/minha-conta',
    '/paginas',
    '/finalizar-compra/pix',
    '/finalizar-compra/boleto',
    '/finalizar-compra/card',
  ],
  closed: ['/login', '/minha-conta', '/paginas'],
};

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Whether this page of the store shows its status page ("Em breve", "Loja em pausa", "Esta
 * loja foi encerrada") instead of itself: every page of a store that is not open — the
 * catalog, search, cart and checkout included — except those it still answers, unless its
 * seller is previewing it. Decided the same way on the server (loaders, the answer's status)
 * and in the browser (the root layout, after a client navigation).
 */
export function showsStatusPage(status: StoreStatus, preview: boolean, pathname: string) {
  if (status === 'open' || preview) return false;
  if (under(pathname, PREVIEW_GRANT_PATH.replace(/\/$/, ''))) return false;
  return !STILL_ANSWERED[status].some((prefix) => under(pathname, prefix));
}
