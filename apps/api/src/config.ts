import { TRUST_NONE, trustProxySchema } from '@vitrine/contract/forwarded-for';
import { z } from 'zod';

const LOOPBACK = trustProxySchema.parse('loopback');

// Every setting the API reads from the environment, validated once at start. A wrong value
// stops the process with a message naming the variable (see loadConfig).
const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3333),
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
    /**
     * The proxies in front of the API whose X-Forwarded-For entries say who the client is
     * (per-IP limits, the devices list): a number of hops, or their addresses/CIDRs
     * (loopback, linklocal, uniquelocal too). Unset: none — the socket's address is the
     * client's — except in demo mode, where it is `loopback`: the storefront's proxy on this
     * machine forwards the shopper's address (spec §6 /_api proxy).
     */
    TRUST_PROXY: trustProxySchema.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .transform((config) => {
    const demo = config.DEMO_MODE ?? config.NODE_ENV !== 'production';
    return {
      ...config,
      DEMO_MODE: demo,
      TRUST_PROXY: config.TRUST_PROXY ?? (demo ? LOOPBACK : TRUST_NONE),
    };
  });

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
