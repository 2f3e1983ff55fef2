import { isIP } from 'node:net';
import { randomBytes } from 'node:crypto';
import { TRUST_NONE, trustProxySchema } from '@vitrine/contract/forwarded-for';
import { z } from 'zod';
import { decodeSecretsKey } from './lib/secrets/secrets-key.ts';

const LOOPBACK = trustProxySchema.parse('loopback');

// Every setting the API reads from the environment, validated once at start. A wrong value
// stops the process with a message naming the variable (see loadConfig).
const SECRETS_KEY_FORMAT = 'must be 32 bytes in base64 (`openssl rand -base64 32`)';
const isSecretsKey = (text: string) => decodeSecretsKey(text) !== null;

const port = z.coerce.number().int().min(0).max(65535);

/** Where `pnpm start` opens new stores: browsers resolve every `*.localhost` to this machine. */
export const DEFAULT_PLATFORM_DOMAIN = 'vitrine.localhost';

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
    /**
     * A PostgreSQL streaming replica of DATABASE_URL's: the public catalog's reads (product
     * pages, listings, search, shelves) go to it; everything a seller or a shopper reads of
     * their own, and every write, stays on the primary. Unset: all on the primary.
     */
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    /**
     * The longest a statement of a request may run on PostgreSQL (ms; 0: no limit): past it the
     * database cancels it and the API answers 503 `database_timeout`, so one slow search cannot
     * hold a connection (and the pool behind it) for minutes. Migrations are not bound by it.
     */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
    /** Where the embedded PGlite keeps its files; `memory://` keeps nothing. */
    VITRINE_DATA_DIR: z.string().min(1).default('./.data'),
    /**
     * Public URL of the API: the base of image URLs when CDN_URL is empty. Unset outside
     * production, http://{HOST}:{PORT}; never the Host a request came with (a shared cache
     * would keep a poisoned answer).
     */
    PUBLIC_API_URL: z.url().optional(),
    /**
     * The ports the storefront and the seller office listen on, for the default e-mail links
     * below. The root `pnpm start`/`pnpm dev` set STOREFRONT_PORT from PORT (which there is the
     * storefront's, and which turbo keeps from the API) and pass OFFICE_PORT through, so
     * `PORT=4000 OFFICE_PORT=4001 pnpm start` sends shoppers to :4000 and sellers to :4001.
     */
    STOREFRONT_PORT: port.optional(),
    OFFICE_PORT: port.optional(),
    /**
     * The storefront's public URL, `{host}` standing for the store's own host: e-mail links
     * (first access, recover access, order) start with it. Never the request's Origin.
     * Default `https://{host}` in production, `http://{host}:{STOREFRONT_PORT or 3000}`
     * elsewhere.
     */
    STOREFRONT_URL: z
      .string()
      .regex(
        /^https?:\/\/\{host\}(:\d+)?\/?$/,
        'must look like https://{host} or http://{host}:3000',
      )
      .optional(),
    /**
     * The seller office's public URL (its own deployment, spec §2 /vendedor/*): the sellers'
     * e-mail links (first access, recover access, new sale) start with it. Default
     * `https://{host}:3001` in production, `http://{host}:{OFFICE_PORT or 3001}` elsewhere.
     */
    SELLER_OFFICE_URL: z
      .string()
      .regex(
        /^https?:\/\/\{host\}(:\d+)?\/?$/,
        'must look like https://{host} or http://{host}:3001',
      )
      .optional(),
    /**
     * The platform's own domain: a store opened by sign-up answers at `{slug}.{PLATFORM_DOMAIN}`
     * (its storefront, and its office on SELLER_OFFICE_URL's port). `vitrine.localhost` by
     * default: browsers resolve every `*.localhost` to this machine, so `pnpm start` needs no DNS.
     * Required in production, and never a `.localhost` name there: every new store's address,
     * and the links its e-mails carry, are built from it.
     */
    PLATFORM_DOMAIN: z
      .string()
      .transform((value) => value.trim().toLowerCase().replace(/\.+$/, ''))
      .pipe(
        z
          .string()
          .regex(
            /^(?=.{1,200}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
            'must be a host name such as vitrine.com.br',
          ),
      )
      .optional(),
    /**
     * The DNS servers a store's own domain is checked against (office, Configurações → Domínio,
     * "Verificar", and the daily re-check): comma-separated `ip` or `ip:port`. Empty (the
     * default): the machine's own resolvers — but in demo mode the demo's registrar, a DNS
     * server on this machine (src/demo/dns-zone.ts; the demo bank's process holds it for
     * replicas sharing DEMO_BANK_URL), which main.ts starts and puts here: the demo asks no
     * resolver on the internet.
     */
    DNS_SERVERS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((server) => server.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .string()
            .refine(
              (server) => isIP(server) !== 0 || /^[\d.]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(server),
              'each must be an IP address, with a port or without (127.0.0.1:5353)',
            ),
        ),
      ),
    /** How long one DNS question may take before "Verificar" says the DNS did not answer. */
    DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
    /**
     * What one store may hold, every store alike (the operator console shows each beside what
     * the store holds; the API refuses past them with a pt-BR message the office shows):
     * products and services not archived, the bytes of its images' renditions, its sellers.
     */
    STORE_MAX_PRODUCTS: z.coerce.number().int().positive().default(10_000),
    STORE_MAX_IMAGE_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(2 * 1024 ** 3),
    STORE_MAX_SELLERS: z.coerce.number().int().positive().default(20),
    /**
     * The platform's public IPv4 and IPv6 addresses, comma-separated: where a store's apex domain
     * (`minhaloja.com.br`, which cannot be a CNAME) must point its A/AAAA records. Empty (the
     * default): only subdomains such as `www.minhaloja.com.br` can be connected.
     */
    PLATFORM_ADDRESSES: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((address) => address.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().refine((address) => isIP(address) !== 0, 'must be IP addresses'))),
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
    /**
     * Where uploaded images' renditions are kept: `database` (the default: every replica, on
     * PGlite or behind nginx, reads the same), `directory` (IMAGE_DIR, default
     * {ASSETS_DIR or VITRINE_DATA_DIR/assets}/images, a folder every replica shares) or `s3`
     * (an S3-compatible bucket, S3_*; CDN_URL then names what serves the bucket).
     */
    IMAGE_STORAGE: z.enum(['database', 'directory', 's3']).default('database'),
    IMAGE_DIR: z.string().min(1).optional(),
    /** The bucket of IMAGE_STORAGE=s3; the objects are named as the image URLs' paths. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** A non-AWS S3-compatible endpoint (R2, MinIO, Ceph…); unset: AWS's own for S3_REGION. */
    S3_ENDPOINT: z.url().optional(),
    /**
     * Path-style URLs (`{endpoint}/{bucket}/{key}`), which S3-compatible stores expect: on by
     * default with S3_ENDPOINT, off on AWS (virtual-hosted style).
     */
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
    /** The bucket's credentials; unset: the SDK's own chain (AWS_* variables, an instance role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Vitrine <nao-responda@vitrine.local>'),
    /**
     * The deadline of a call to an outside service (lib/outside) that has no setting of its own
     * below: the sellers' "Testar conexão" of a bank or gateway, and every adapter to come.
     */
    OUTSIDE_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
    /**
     * Where CEPs are looked up, in ViaCEP's protocol. Unset: https://viacep.com.br, except in
     * demo mode, where `pnpm start` runs a loopback speaking it (src/demo/viacep.ts).
     */
    CEP_SERVICE_URL: z.url().optional(),
    /** A shopper waits on the address form: a CEP service slower than this is down. */
    CEP_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /**
     * Signing keys (see SIGNING_KEYS): the sandbox bank's webhook signatures and the sandbox
     * card tokens, one key each. Required in production; elsewhere a random key per start.
     */
    PAYMENT_WEBHOOK_SECRET: z.string().min(16).optional(),
    CARD_TOKEN_SECRET: z.string().min(16).optional(),
    /**
     * The key that seals the secrets stores give us (freight and payment providers' tokens):
     * 32 random bytes in base64 (`openssl rand -base64 32`). Required in production; elsewhere
     * kept in {VITRINE_DATA_DIR}/secrets.key (lib/secrets/secrets-key.ts). To rotate, move the
     * old key to SECRETS_KEY_PREVIOUS (comma-separated) and set a new one.
     */
    SECRETS_KEY: z.string().refine(isSecretsKey, SECRETS_KEY_FORMAT).optional(),
    SECRETS_KEY_PREVIOUS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every(isSecretsKey), `each one ${SECRETS_KEY_FORMAT}`),
    /**
     * Where Melhor Envio is reached. Unset: its production or sandbox address, as each store
     * chose; set (tests, the offline demo), every store's quotes go to this server, which
     * speaks the same protocol (src/demo/melhor-envio.ts; `pnpm start` runs it).
     */
    MELHOR_ENVIO_URL: z.url().optional(),
    MELHOR_ENVIO_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /** How long a carrier's quote is reused for the same origin, destination and package. */
    FREIGHT_QUOTE_CACHE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .default(5 * 60_000),
    /**
     * Where Mercado Pago's API is reached: its own address unless set (tests and the offline
     * demo point it at a loopback server speaking the same protocol).
     */
    MERCADO_PAGO_URL: z.url().default('https://api.mercadopago.com'),
    /**
     * Mercado Pago's tokenising script (MercadoPago.js v2), which a store's pay page loads when
     * its card goes through Mercado Pago: the card is posted by it straight to the gateway. Its
     * own address unless set (the demo and the tests point it at the loopback's /js/v2).
     */
    MERCADO_PAGO_SDK_URL: z.url().default('https://sdk.mercadopago.com/js/v2'),
    PIX_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
    /**
     * Focus NFe, the fiscal API the stores' NF-e go through (src/features/invoices/focus-nfe):
     * `homologacao` (notes without fiscal value, SEFAZ's test environment) or `producao`. Its
     * address follows, `https://homologacao.focusnfe.com.br` or `https://api.focusnfe.com.br`,
     * unless FOCUS_NFE_URL names another (tests and the offline demo: a loopback server speaking
     * the same protocol, src/demo/focus-nfe.ts). Registering a company is production-only at
     * Focus: it goes to `https://api.focusnfe.com.br` whatever the environment, or FOCUS_NFE_URL.
     */
    FOCUS_NFE_ENVIRONMENT: z.enum(['homologacao', 'producao']).default('homologacao'),
    FOCUS_NFE_URL: z.url().optional(),
    /** The deadline of each call to Focus NFe (issuing is asynchronous there: it answers fast). */
    FOCUS_NFE_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * The platform's own Focus NFe token (the reseller account's), with which stores' companies
     * are registered (`POST /v2/empresas`); each company's notes then use that company's token.
     * Unset: registering companies is off.
     */
    FOCUS_NFE_TOKEN: z.string().min(8).optional(),
    /**
     * The WhatsApp Business Cloud API the stores' order updates go through (src/features/whatsapp):
     * Meta's Graph API at the version the adapter speaks, unless WHATSAPP_API_URL names another
     * (tests and the offline demo: a loopback server speaking the same protocol,
     * src/demo/whatsapp-cloud.ts).
     */
    WHATSAPP_API_URL: z.url().optional(),
    /** The deadline of each call to the Cloud API (a send is answered at once, delivered later). */
    WHATSAPP_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /**
     * The deadline of every call to a store's payment provider (its PSP's API Pix, the gateway):
     * a card's checkout holds the stock it took while it waits, so it is short; a call past it
     * is retried with the same txid or idempotency key, never charged twice.
     */
    PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
    /**
     * Enables development-only endpoints (e-mail outbox, payment simulation). Unset, it is on
     * everywhere but NODE_ENV=production, so a production deployment never exposes them by default.
     */
    DEMO_MODE: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
    /**
     * Demo mode only: the demo bank another process serves (apps/api/scripts/demo-bank.ts), for
     * several API processes that must charge at one PSP (`pnpm start:cluster`). Unset, each
     * API starts its own bank on this machine.
     */
    DEMO_BANK_URL: z.url().optional(),
    /**
     * Whether this process runs the job queue's jobs (jobs/queue.ts) beside answering requests:
     * on by default, so the embedded default is one process. API replicas behind a load balancer
     * with workers of their own (`pnpm start:worker`) set it off and only enqueue.
     */
    RUN_JOBS: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((value) => value === 'true' || value === '1'),
    /**
     * How long a job (or an e-mail a worker claimed) may run before it counts as lost — its
     * worker died — and another worker runs it again; a worker also looks for such jobs this
     * often (at most every 2 minutes). Far beyond any job's own time: a reconciliation of a
     * thousand waiting orders takes about a minute.
     */
    JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
    /**
     * How long a process asked to stop (SIGTERM) answers `/readyz` 503 while it still serves,
     * before it stops taking requests: the load balancer's probe period times its failure
     * threshold, so none is routed to it once it closes. 0: it closes at once.
     */
    SHUTDOWN_NOTICE_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /**
     * The worker's probes (`/healthz`, `/readyz`) on this port (`pnpm start:worker` only: an API
     * answers them on its own port). Unset: the worker listens on no port.
     */
    HEALTH_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /**
     * Prometheus's `GET /metrics` on this port (the API and the worker): a port of its own that
     * no ingress routes, never the public one. Unset: no metrics are served.
     */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** When set, a scrape of `/metrics` must bring it (`Authorization: Bearer …`). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * The proxies in front of the API whose X-Forwarded-For entries say who the client is
     * (per-IP limits, the devices list): a number of hops, or their addresses/CIDRs
     * (loopback, linklocal, uniquelocal too). Unset: none — the socket's address is the
     * client's — except in demo mode, where it is `loopback`: the storefront's proxy on this
     * machine forwards the shopper's address (spec §6 /_api proxy).
     */
    TRUST_PROXY: trustProxySchema.optional(),
    /**
     * How long a replica reuses an answer of the storefront's shelves (category pages, search
     * with facets, the category tree): a burst of shoppers on one listing costs one count of
     * its facets. Within the catalog's 30 s Cache-Control; 0 = none (tests, the uncached
     * bench). Default 10 s, 0 under NODE_ENV=test.
     */
    SHELF_CACHE_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((config, ctx) => {
    // On the embedded PGlite no other process can share the database: with its jobs off, nobody
    // would run them (orders never expire, lost notices never reconciled).
    if (!config.RUN_JOBS && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['RUN_JOBS'],
        message:
          'false needs DATABASE_URL: a worker (`start:worker`) shares a PostgreSQL, never the embedded PGlite',
      });
    }
    if (config.DATABASE_REPLICA_URL && !config.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_REPLICA_URL'],
        message: 'needs DATABASE_URL: a replica follows a PostgreSQL primary',
      });
    }
    if (config.IMAGE_STORAGE === 's3' && !config.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required with IMAGE_STORAGE=s3',
      });
    }
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (config.NODE_ENV !== 'production') return;
    for (const problem of productionProblems(config)) ctx.addIssue({ code: 'custom', ...problem });
  })
  .transform(({ API_PORT, API_URL, STOREFRONT_PORT, OFFICE_PORT, ...config }) => {
    const production = config.NODE_ENV === 'production';
    const demo = config.DEMO_MODE ?? !production;
    const port = API_PORT ?? explicitPort(API_URL) ?? config.PORT ?? DEFAULT_PORT;
    return {
      ...config,
      PORT: port,
      PAYMENT_WEBHOOK_SECRET: config.PAYMENT_WEBHOOK_SECRET ?? perStartKey(),
      CARD_TOKEN_SECRET: config.CARD_TOKEN_SECRET ?? perStartKey(),
      PUBLIC_API_URL: config.PUBLIC_API_URL ?? listeningUrl(config.HOST, port),
      STOREFRONT_URL:
        config.STOREFRONT_URL ??
        (production ? 'https://{host}' : `http://{host}:${STOREFRONT_PORT ?? 3000}`),
      SELLER_OFFICE_URL:
        config.SELLER_OFFICE_URL ??
        (production ? 'https://{host}:3001' : `http://{host}:${OFFICE_PORT ?? 3001}`),
      DEMO_MODE: demo,
      PLATFORM_DOMAIN: config.PLATFORM_DOMAIN ?? DEFAULT_PLATFORM_DOMAIN,
      SHELF_CACHE_MS: config.SHELF_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : 10_000),
      TRUST_PROXY: config.TRUST_PROXY ?? (demo ? LOOPBACK : TRUST_NONE),
    };
  });

/** Every key the API signs or checks signatures with. Each one is its own secret. */
export const SIGNING_KEYS = ['PAYMENT_WEBHOOK_SECRET', 'CARD_TOKEN_SECRET'] as const;

/** Values this repository has published as defaults: known to anyone, never a key. */
const PUBLISHED_KEYS = new Set(['vitrine-sandbox-webhook-secret', 'seed-only']);
const MIN_KEY_LENGTH = 32;
/** A random 32-character key has 14+ distinct characters; 'aaaa…' or '1234…1234' do not. */
const MIN_DISTINCT_CHARACTERS = 10;
const GENERATE = 'generate one with `openssl rand -base64 48`';

type RawConfig = {
  SECRETS_KEY?: string | undefined;
  PAYMENT_WEBHOOK_SECRET?: string | undefined;
  CARD_TOKEN_SECRET?: string | undefined;
  PUBLIC_API_URL?: string | undefined;
  CDN_URL: string;
  STOREFRONT_URL?: string | undefined;
  SELLER_OFFICE_URL?: string | undefined;
  DEMO_MODE?: boolean | undefined;
  PLATFORM_DOMAIN?: string | undefined;
  FOCUS_NFE_URL?: string | undefined;
  WHATSAPP_API_URL?: string | undefined;
};

/**
 * What production refuses to start with: a signing key that is missing, short, patterned,
 * published or shared; demo endpoints; links or images over http or from no configured URL.
 */
function productionProblems(config: RawConfig): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  const refuse = (name: string, message: string) => problems.push({ path: [name], message });
  for (const name of SIGNING_KEYS) {
    const key = config[name];
    if (key === undefined) refuse(name, `required in production (${GENERATE})`);
    else if (PUBLISHED_KEYS.has(key))
      refuse(name, `is a value published in the source code; ${GENERATE}`);
    else if (key.length < MIN_KEY_LENGTH)
      refuse(name, `must be at least ${MIN_KEY_LENGTH} characters long; ${GENERATE}`);
    else if (new Set(key).size < MIN_DISTINCT_CHARACTERS)
      refuse(name, `does not look random; ${GENERATE}`);
  }
  if (
    config.CARD_TOKEN_SECRET !== undefined &&
    config.CARD_TOKEN_SECRET === config.PAYMENT_WEBHOOK_SECRET
  ) {
    refuse('CARD_TOKEN_SECRET', 'must differ from PAYMENT_WEBHOOK_SECRET (one key per purpose)');
  }
  if (config.SECRETS_KEY === undefined) {
    refuse('SECRETS_KEY', 'required in production (generate one with `openssl rand -base64 32`)');
  }
  if (config.DEMO_MODE) {
    refuse('DEMO_MODE', 'the demo endpoints (outbox, payment simulation) never run in production');
  }
  if (config.PLATFORM_DOMAIN === undefined) {
    refuse(
      'PLATFORM_DOMAIN',
      'required in production: the domain new stores answer under ({slug}.PLATFORM_DOMAIN), such as vitrine.com.br',
    );
  } else if (/(^|\.)localhost$/.test(config.PLATFORM_DOMAIN)) {
    refuse('PLATFORM_DOMAIN', 'must be a public domain in production, not a .localhost name');
  }
  if (!config.CDN_URL && !config.PUBLIC_API_URL) {
    refuse('PUBLIC_API_URL', 'required in production (or CDN_URL): image URLs are built from it');
  }
  for (const name of [
    'CDN_URL',
    'PUBLIC_API_URL',
    'STOREFRONT_URL',
    'SELLER_OFFICE_URL',
    // The stores' Focus NFe tokens travel in its Basic header.
    'FOCUS_NFE_URL',
    // The stores' WhatsApp access tokens travel in its Bearer header.
    'WHATSAPP_API_URL',
  ] as const) {
    const value = config[name];
    if (value && !value.startsWith('https://'))
      refuse(name, 'must be an https:// URL in production');
  }
  return problems;
}

/** Outside production an unset key is random per start: nothing published ever verifies. */
const perStartKey = () => randomBytes(32).toString('base64url');

function listeningUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

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

/**
 * The process's settings, or its end: a wrong setting (or one `require` refuses for this role,
 * throwing a ConfigError) prints as the lines naming it and exits 1, with no stack.
 */
export function loadConfigOrExit(require?: (config: Config) => void): Config {
  try {
    const config = loadConfig();
    require?.(config);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
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
