import { trustProxySchema } from '@vitrine/contract/forwarded-for';
import { z } from 'zod';
import { platformDomainSchema } from './platform.ts';

/**
 * The settings every app server (the storefront's, the seller office's) reads, validated once.
 * Only the port's default differs: each app names its own.
 */
export function appServerEnvSchema(defaultPort: number) {
  return z.object({
    /** The commerce API as the server reaches it (the session, its guard, loaders, the /_api proxy). */
    API_URL: z.url().default('http://127.0.0.1:3333'),
    PORT: z.coerce.number().int().min(0).max(65535).default(defaultPort),
    HOST: z.string().min(1).default('0.0.0.0'),
    /**
     * How long a host's store stays in this process's memory (ms). At most 55 s: a store the
     * platform suspends shows "Loja indisponível" on every replica within a minute (this copy,
     * then the API's 5 s one).
     */
    STORE_CACHE_MS: z.coerce.number().int().min(0).max(55_000).default(30_000),
    /**
     * The proxies in front of this server (a hop count or their addresses, as the API's
     * TRUST_PROXY): the shopper's address it forwards to the API comes through them. Unset: none,
     * the socket's peer is the shopper (`pnpm start`, where the browser connects directly).
     */
    TRUST_PROXY: trustProxySchema.optional(),
    /**
     * The platform's own domain, as the API's PLATFORM_DOMAIN (set both alike): the storefront
     * serves "Crie sua loja" on that host, and a new store's office takes the sign-up's login
     * code only from a page of it (platform.ts).
     */
    PLATFORM_DOMAIN: platformDomainSchema,
    /**
     * How long a process asked to stop (SIGTERM) answers `/readyz` 503 while it still serves,
     * before it stops taking requests: the load balancer's probe period times its failure
     * threshold, so none is routed to it once it closes. 0: it closes at once.
     */
    SHUTDOWN_NOTICE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  });
}

export type AppServerEnv = z.infer<ReturnType<typeof appServerEnvSchema>>;

/** The app's settings from `source`, or an error naming each wrong variable. */
export function loadAppServerEnv(
  app: { name: string; defaultPort: number },
  source: Record<string, string | undefined>,
): AppServerEnv {
  const result = appServerEnvSchema(app.defaultPort).safeParse(source);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  // As the API (apps/api/src/config.ts): a deployment that forgot it would serve "Crie sua
  // loja" and every new store under the demo's vitrine.localhost, which no browser reaches.
  // `pnpm start` and `pnpm start:cluster` (production builds on this machine) set it.
  if (source.NODE_ENV === 'production' && !source.PLATFORM_DOMAIN?.trim()) {
    lines.push(
      "  PLATFORM_DOMAIN: required in production: the domain new stores answer under ({slug}.PLATFORM_DOMAIN), such as vitrine.com.br, as the API's",
    );
  }
  if (!result.success || lines.length > 0) {
    throw new Error(`Invalid ${app.name} environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
