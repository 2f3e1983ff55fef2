import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { safeEqual } from '../../../lib/tokens.ts';
import type { SandboxOutcome } from './test-cards.ts';

// A sandbox card token is self-contained and signed, like a PSP's vault reference: it carries
// the brand, last four digits and the outcome the test number maps to, never the number. The
// API keeps nothing at tokenisation; the order stores brand and last four only.

const PREFIX = 'card_sbx_';
/** Long enough to fill in the pay form; a token is not a stored card. */
export const CARD_TOKEN_TTL_MS = 15 * 60 * 1000;

const claimsSchema = z.object({
  store: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  outcome: z.string(),
  message: z.string(),
  exp: z.number().int(),
  /** Unique per tokenisation: a token pays one order (card-token-uses.ts), so no two match. */
  jti: z.string(),
});
export type CardTokenClaims = z.infer<typeof claimsSchema>;

const sign = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:card-tokens`).update(body).digest('base64url');

export function issueCardToken(
  secret: string,
  input: { storeId: string; brand: string; last4: string; outcome: SandboxOutcome; now: Date },
): { token: string; expiresAt: Date } {
  const expiresAt = new Date(input.now.getTime() + CARD_TOKEN_TTL_MS);
  const claims: CardTokenClaims = {
    store: input.storeId,
    brand: input.brand,
    last4: input.last4,
    outcome: input.outcome.code,
    message: input.outcome.message,
    exp: expiresAt.getTime(),
    jti: randomUUID(),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { token: `${PREFIX}${body}.${sign(secret, body)}`, expiresAt };
}

/** The claims of a genuine, unexpired token of this store; null for anything else. */
export function readCardToken(
  secret: string,
  token: string,
  storeId: string,
  now: Date,
): CardTokenClaims | null {
  if (!token.startsWith(PREFIX)) return null;
  const [body = '', signature = ''] = token.slice(PREFIX.length).split('.');
  if (!safeEqual(signature, sign(secret, body))) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const claims = claimsSchema.safeParse(json);
  if (!claims.success || claims.data.store !== storeId || claims.data.exp <= now.getTime()) {
    return null;
  }
  return claims.data;
}
