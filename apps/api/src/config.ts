import { z } from 'zod';

// Every setting the API reads from the environment, validated once at start. A wrong value
// stops the process with a message naming the variable (see loadConfig).
const port = z.coerce.number().int().min(0).max(65535);

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** The port when the API runs on its own (`pnpm --filter @vitrine/api start`, a container). */
    PORT: port.optional(),
    /**
     * `pnpm start` and `pnpm dev` give the API and the storefront one environment, in which PORT
     * is the storefront's (turbo does not hand it to the API: apps/api/turbo.json). There the API
     * listens on API_PORT, else on the port of API_URL, the address the storefront calls it at
     * (apps/storefront/src/lib/env.server.ts), so `API_URL=… pnpm start` moves both ends at once.
     */
    API_PORT: port.optional(),
    API_URL: z.url().optional(),
    HOST: z.string().min(1).default('127.0.0.1'),
    /** postgres://… switches from the embedded PGlite to a PostgreSQL server. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    /** Where the embedded PGlite keeps its files; `memory://` keeps nothing. */
    VITRINE_DATA_DIR: z.string().min(1).default('./.data'),
    /** Public URL of the API, used in links (assets, e-mails). */
    PUBLIC_API_URL: z.url().optional(),
    /** Comma-separated origins allowed by CORS (the apps' origins). */
    CORS_ORIGINS: z
      .string()
      .default('http://localhost:5173,http://localhost:5174,http://localhost:3000')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** Base URL of the asset CDN; empty means the API serves the assets itself. */
    CDN_URL: z.string().default(''),
    PUBLIC_FOLDER: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be one path segment of a-z, 0-9 and -')
      .default('public'),
    /** Directory of the store assets the API serves; default {VITRINE_DATA_DIR}/assets. */
    ASSETS_DIR: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Vitrine <nao-responda@vitrine.local>'),
    /** Base URL of the ViaCEP-compatible CEP service. */
    CEP_SERVICE_URL: z.url().default('https://viacep.com.br'),
    CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /** Shared secret of the sandbox payment provider's webhook signatures. */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).default('vitrine-sandbox-webhook-secret'),
    PIX_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
    /**
     * Enables development-only endpoints (e-mail outbox, payment simulation). Unset, it is on
     * everywhere but NODE_ENV=production, so a production deployment never exposes them by default.
     */
    DEMO_MODE: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform(({ API_PORT, API_URL, ...config }) => ({
    ...config,
    PORT: API_PORT ?? explicitPort(API_URL) ?? config.PORT ?? DEFAULT_PORT,
    DEMO_MODE: config.DEMO_MODE ?? config.NODE_ENV !== 'production',
  }));

const DEFAULT_PORT = 3333;

/** The port written in a URL; none for a URL on its scheme's default port. */
function explicitPort(url: string | undefined): number | undefined {
  const written = url ? new URL(url).port : '';
  return written ? Number(written) : undefined;
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** A configuration for tests: defaults plus overrides, with no environment read. */
export function testConfig(overrides: Partial<Record<keyof Config, string>> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VITRINE_DATA_DIR: 'memory://',
    ...overrides,
  });
}
