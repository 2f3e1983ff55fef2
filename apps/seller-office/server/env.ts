import { trustProxySchema } from '@vitrine/contract/forwarded-for';
import { z } from 'zod';

// The seller office server's settings, validated once; a wrong value names the variable.
const envSchema = z.object({
  /** The commerce API as this server reaches it (the session, the guard and the /_api proxy). */
  API_URL: z.url().default('http://127.0.0.1:3333'),
  /** OFFICE_PORT, else PORT (its own deployment); 3001 by default. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** How long a host's store stays in this process's memory (ms). */
  STORE_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  /** The proxies in front of this server (as the API's TRUST_PROXY); unset: none. */
  TRUST_PROXY: trustProxySchema.optional(),
});

export type OfficeEnv = z.infer<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): OfficeEnv {
  // Under the monorepo's `pnpm start` PORT is the storefront's: OFFICE_PORT names this one.
  const result = envSchema.safeParse({ ...source, PORT: source.OFFICE_PORT ?? source.PORT });
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid seller office environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
