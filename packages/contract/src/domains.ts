import { z } from './zod.ts';

/**
 * `GET /tls/ask?domain=`: Caddy's on-demand TLS permission check (its `on_demand_tls { ask }`
 * contract: a 2xx answer lets it obtain a certificate for the name, anything else refuses).
 * A host name as a TLS handshake's SNI gives it: at most 253 characters.
 */
export const tlsAskQuerySchema = z.object({
  domain: z.string().trim().min(1).max(253),
});

export const tlsAskAnswerSchema = z.object({
  /** The name as the store is looked up by (lower case, no trailing dot). */
  domain: z.string(),
});
