import { trustProxySchema } from '@vitrine/contract/forwarded-for';
import { z } from 'zod';

// The storefront server's settings, validated once; a wrong value names the variable.
const envSchema = z.object({
  /** The commerce API as the server reaches it (server-side loaders and the /api proxy). */
  API_URL: z.url().default('http://127.0.0.1:3333'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** How long a resolved store stays in this process's memory (ms). */
  STORE_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * The proxies in front of this server (a hop count or their addresses, as the API's
   * TRUST_PROXY): the shopper's address it forwards to the API comes through them. Unset: none,
   * the socket's peer is the shopper (`pnpm start`, where the browser connects directly).
   */
  TRUST_PROXY: trustProxySchema.optional(),
});

export type ServerEnv = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid storefront environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The process environment, read on first use (so importing this module never throws). */
export function serverEnv(): ServerEnv {
  cached ??= loadEnv();
  return cached;
}
