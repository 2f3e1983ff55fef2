// Storefront paths other modules link to (spec §2).
export const STORE_NOT_FOUND_PATH = '/loja-nao-encontrada';
export const CART_PATH = '/finalizar-compra/carrinho';
export const LOGIN_PATH = '/login';
export const LOGOUT_PATH = '/login/logout';

// spec §2 the account area, linked from the header's account menu and the payment screens.
export const ACCOUNT_PATH = '/minha-conta';
export const ADDRESSES_PATH = `${ACCOUNT_PATH}/meus-enderecos`;
export const ORDERS_PATH = `${ACCOUNT_PATH}/meus-pedidos`;
export const orderDetailPath = (code: string) => `${ORDERS_PATH}/${encodeURIComponent(code)}`;

/**
 * What is private to a visitor: the customer's screens (spec §2, buyer login required), the
 * sign-in screens, the session endpoints and the browser's API proxy. A shared cache never keeps
 * them (server/cache-policy.ts), and their screens fill in after hydration, so their head keeps
 * React Router's order (app/first-paint-hints.tsx).
 */
export const PRIVATE_PATH_PREFIXES = [
  '/minha-conta',
  '/finalizar-compra',
  '/login',
  '/avaliar',
  '/_session',
  '/_api',
  '/api',
  '/version.json',
];

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PREFIXES.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export const productPath = (slug: string) => `/produto/${slug}`;
export const servicePath = (slug: string) => `/servico/${slug}`;
export const serviceListingPath = (slug: string) => `/servicos/${slug}`;
export const contentPagePath = (slug: string) => `/paginas/${slug}`;
export const searchPath = (query: string) => `/pesquisar/${encodeURIComponent(query.trim())}`;

/** A product category's or department's page (spec §2 /categoria/{slug}). */
export const categoryPagePath = (slug: string) => `/categoria/${slug}`;

/** Service categories have their own listing (spec §2 /servicos/{slug}), product ones theirs. */
export function categoryPath(category: { kind: 'product' | 'service'; slug: string }) {
  return category.kind === 'service'
    ? serviceListingPath(category.slug)
    : categoryPagePath(category.slug);
}

export function itemPath(item: { kind: 'product' | 'service'; slug: string }): string {
  return item.kind === 'service' ? servicePath(item.slug) : productPath(item.slug);
}

/** The browser's `{apiBase}`: the storefront's server forwards it to the API (@vitrine/session). */
export { API_PROXY_PREFIX } from '@vitrine/session/kinds';
