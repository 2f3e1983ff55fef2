import type { LoggedAccount } from '@vitrine/contract/auth';

/**
 * What an app's session call answers (`@vitrine/session/browser`'s logIn and createPassword):
 * who logged in, or the API's refusal. Written here by shape, as this package does not import
 * the session.
 */
export type SessionResult =
  { ok: true; account: LoggedAccount } | { ok: false; code: string; message: string };
