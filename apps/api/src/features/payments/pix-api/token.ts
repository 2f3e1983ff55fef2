import type { OutsideClient } from '../../../lib/outside/client.ts';
import { tokenAnswerSchema } from './schemas.ts';
import type { PixApiFailure } from './types.ts';

/** A token is renewed this long before the PSP says it expires (clocks and slow calls). */
const EXPIRY_MARGIN_MS = 60_000;

export type TokenSource = {
  /** A cached token, or a new one from the PSP. */
  get(): Promise<{ ok: true; token: string } | PixApiFailure>;
  /** Forgets the cached token (the PSP answered 401 to it). */
  forget(): void;
};

/**
 * OAuth2 client credentials (RFC 6749 §4.4), as every API Pix PSP does it: POST to the PSP's
 * token path, over the same mutual TLS, with HTTP Basic client_id:client_secret and the form
 * body `grant_type=client_credentials`. One request in flight at a time: concurrent callers
 * share it.
 */
export function createTokenSource(options: {
  outside: OutsideClient;
  tokenPath: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  now: () => number;
}): TokenSource {
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (options.scope) form.set('scope', options.scope);
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<{ ok: true; token: string } | PixApiFailure> | null = null;

  async function fetchToken(): Promise<{ ok: true; token: string } | PixApiFailure> {
    const answer = await options.outside.call(
      {
        operation: 'token',
        method: 'POST',
        path: options.tokenPath,
        headers: { authorization: `Basic ${basic}` },
        form,
      },
      { schema: tokenAnswerSchema },
    );
    if (!answer.ok) return answer;
    const lifetimeMs = answer.value.expires_in * 1000;
    const margin = Math.min(EXPIRY_MARGIN_MS, lifetimeMs / 10);
    cached = { token: answer.value.access_token, renewAt: options.now() + lifetimeMs - margin };
    return { ok: true, token: cached.token };
  }

  return {
    get() {
      if (cached && options.now() < cached.renewAt) {
        return Promise.resolve({ ok: true, token: cached.token });
      }
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      cached = null;
    },
  };
}
