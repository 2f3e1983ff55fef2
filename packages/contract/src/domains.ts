import { text } from './common.ts';
import { z } from './zod.ts';

/**
 * `GET /tls/ask?domain=`: Caddy's on-demand TLS permission check (its `on_demand_tls { ask }`
 * contract: a 2xx answer lets it obtain a certificate for the name, anything else refuses).
 * A host name as a TLS handshake's SNI gives it: at most 253 characters.
 */
export const tlsAskQuerySchema = z.object({
  domain: text().trim().min(1).max(253),
});

export const tlsAskAnswerSchema = z.object({
  /** The name as the store is looked up by (lower case, no trailing dot). */
  domain: z.string(),
});

/** What a domain of the store's own is: its checks, and what the registrar must hold. */
export const STORE_DOMAIN_STATUSES = ['pending', 'verified', 'failing'] as const;

/** A DNS record the seller sets at the registrar (Registro.br, most often). */
export const dnsRecordSchema = z.object({
  type: z.enum(['TXT', 'CNAME', 'A', 'AAAA']),
  /** The record's full name, as the registrar's zone editor shows it. */
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const storeDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(STORE_DOMAIN_STATUSES),
  primary: z.boolean(),
  /** The proof of ownership (TXT) first, then where the name must point. */
  records: z.array(dnsRecordSchema),
  created_at: z.string(),
  verified_at: z.string().nullable(),
  checked_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  /** When a failing domain stops being served, unless its records come back first. */
  detach_at: z.string().nullable(),
  /** What the last check found wrong, in pt-BR (null when it passed or never ran). */
  problem: z.string().nullable(),
});
export type StoreDomain = z.infer<typeof storeDomainSchema>;

export const storeDomainsSchema = z.object({
  domains: z.array(storeDomainSchema),
  /** The platform address every store has (`{slug}.{PLATFORM_DOMAIN}`). */
  platform_host: z.string(),
  /** Days a verified domain whose records are gone keeps being served. */
  grace_days: z.number().int(),
});
export type StoreDomains = z.infer<typeof storeDomainsSchema>;

export const addStoreDomainBodySchema = z.object({
  domain: text().trim().min(1, 'Digite o domínio.').max(253),
});

/** A domain in a path: the characters of a host name only (the API looks it up as it is). */
export const storeDomainParamsSchema = z.object({
  domain: text()
    .min(1)
    .max(253)
    .regex(/^[A-Za-z0-9.-]+$/, 'domínio inválido'),
});

/** A failed "Verificar": each record that is missing or wrong, by code, in `details`. */
export const DOMAIN_PROBLEMS = [
  'txt_missing',
  'txt_wrong',
  'cname_missing',
  'cname_wrong',
  'address_missing',
  'address_wrong',
  'dns_unreachable',
] as const;
export type DomainProblem = (typeof DOMAIN_PROBLEMS)[number];
