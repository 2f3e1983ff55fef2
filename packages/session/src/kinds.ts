/**
 * The kinds of session (spec §6): a customer on the storefront, a seller on the seller office,
 * and the platform's operator on the office of the platform's own host (the console).
 * Everything else in this package is written once and parameterised by kind.
 */
export type SessionKind = 'customer' | 'seller' | 'operator';

export type SessionKindConfig = {
  /** spec §6, §9: the HttpOnly cookie holding the bearer token. */
  tokenCookie: string;
  /**
   * A cookie page JavaScript may read: a random id per login, never the token. Other tabs poll
   * it (spec §9, every 300 ms) to learn of a login or a logout.
   */
  markerCookie: string;
  /** spec §6: the seller's cookie is same-site strict; a customer keeps theirs on links in. */
  sameSite: 'Strict' | 'Lax';
  /** spec §9: the seller's cookie lasts 24 h at most; null = the session's own expiry. */
  maxLifetimeMs: number | null;
  /** spec §7: validated on the app's own origin (the app's server answers it). */
  validatePath: string;
  /**
   * A session of one store (X-Store-Id on every call, the account's `store_id` that store's),
   * or none: an operator sees every store, and the API answers their account with `store_id`
   * empty.
   */
  storeBound: boolean;
  /** The API's auth routes for this kind; no create-password where accounts are made so. */
  api: { login: string; createPassword?: string; logout: string; validate: string };
};

/**
 * What a page's own code needs of each kind (browser.ts): its marker cookie and where its
 * session is validated. Apart from SESSION_KINDS, which only the apps' servers read: every
 * public page carries this, and nothing of the API's routes nor the other fields.
 */
export const BROWSER_SESSION_KINDS = {
  customer: { markerCookie: 'customer_session', validatePath: '/api/validate_user' },
  seller: { markerCookie: 'seller_session', validatePath: '/api/validate_seller' },
  operator: { markerCookie: 'operator_session', validatePath: '/api/validate_operator' },
} as const satisfies Record<SessionKind, Pick<SessionKindConfig, 'markerCookie' | 'validatePath'>>;

export const SESSION_KINDS: Record<SessionKind, SessionKindConfig> = {
  customer: {
    ...BROWSER_SESSION_KINDS.customer,
    tokenCookie: 'customer_access_token',
    sameSite: 'Lax',
    maxLifetimeMs: null,
    storeBound: true,
    api: {
      login: '/customers/login',
      createPassword: '/customers/create-password',
      logout: '/customers/logout',
      validate: '/api/validate_user',
    },
  },
  seller: {
    ...BROWSER_SESSION_KINDS.seller,
    tokenCookie: 'seller_access_token',
    sameSite: 'Strict',
    maxLifetimeMs: 24 * 60 * 60 * 1000,
    storeBound: true,
    api: {
      login: '/sellers/login',
      createPassword: '/sellers/create-password',
      logout: '/api/sellers/logout',
      validate: '/api/validate_seller',
    },
  },
  // Made by a command (the API's operator:create), never by a link: no create-password.
  operator: {
    ...BROWSER_SESSION_KINDS.operator,
    tokenCookie: 'operator_access_token',
    sameSite: 'Strict',
    maxLifetimeMs: 12 * 60 * 60 * 1000,
    storeBound: false,
    api: {
      login: '/operator/login',
      logout: '/operator/logout',
      validate: '/api/validate_operator',
    },
  },
};

/** The app's own session endpoints (same paths in every app; each serves its own kind). */
export const SESSION_PATHS = {
  login: '/_session/login',
  createPassword: '/_session/create-password',
  logout: '/_session/logout',
} as const;

/** The browser's `{apiBase}` on the app's own origin: forwarded to the API by the app's server. */
export const API_PROXY_PREFIX = '/_api';
