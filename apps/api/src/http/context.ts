import { OpenAPIHono } from '@hono/zod-openapi';
// zod's own messages in pt-BR (the contract sets the locale once for the whole zod module):
// they are the `details` of every 400 below. Imported here too so no route can miss it.
import '@vitrine/contract/zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { stores } from '../db/schema/index.ts';
import type { CepProvider } from '../features/cep/provider.ts';
import type { Mailer } from '../features/email/mailer.ts';
import type { ImageStore } from '../features/images/image-store.ts';
import type { SecretBox } from '../lib/secrets/secret-box.ts';
import type { DemoBank } from '../features/payments/demo-bank.ts';
import type { DemoDns } from '../features/domains/demo-dns.ts';
import type { PaymentProviders } from '../features/payments/providers.ts';
import type { QuoteCache } from '../features/freight/quote-cache.ts';
import type { ShelfCache } from '../features/catalog/shelf-cache.ts';
import type { Checker } from '../features/catalog-csv/checker.ts';
import type { Background } from '../lib/background.ts';
import type { StoreCache } from './store-cache.ts';
import type { Logger } from '../logger.ts';
import { ApiError } from './errors.ts';
import type { JobSender } from '../jobs/sender.ts';
import type { FiscalProvider } from '../features/invoices/provider.ts';
import type { Lifecycle } from '@vitrine/server/health';

/**
 * What the app is built from: the database, the settings, and every provider and per-app cache
 * built once from them by `buildDeps` (src/deps.ts), which main.ts and the test harness call.
 * Nothing here is created lazily: a route reads what it needs from deps.
 */
export type AppDeps = {
  db: Database;
  /**
   * The public catalog's reads (product pages, listings, search, shelves): the streaming
   * replica of DATABASE_REPLICA_URL, else `db`. What a seller or a shopper reads of their own
   * never comes from it (a replica lags a moment behind the writes they just made).
   */
  catalogDb: Database;
  config: Config;
  logger: Logger;
  /** The clock every rule reads (expiry, rate limits, seller token lifetime). */
  now: () => Date;
  /** CEP lookups: ViaCEP's protocol at CEP_SERVICE_URL (features/cep). */
  cep: CepProvider;
  /** Payments: the sandbox, each store's providers, the pix clients (features/payments). */
  payments: PaymentProviders;
  /** Outgoing e-mail: SMTP when SMTP_URL is set, null = outbox only (features/email). */
  mailer: Mailer | null;
  /** Where uploaded images' renditions live, by IMAGE_STORAGE (features/images). */
  imageStore: ImageStore;
  /** The fiscal API that issues stores' NF-e: Focus NFe at FOCUS_NFE_URL (features/invoices). */
  fiscal: FiscalProvider;
  /** Seals the secrets stores give us: AES-GCM on SECRETS_KEY (lib/secrets). */
  secrets: SecretBox;
  /** Carriers' quotes kept FREIGHT_QUOTE_CACHE_MS (features/freight). */
  freightQuotes: QuoteCache;
  /** Stores by id, shared by this app's requests (http/store-cache.ts). */
  storeCache: StoreCache;
  /** Shelves' answers kept SHELF_CACHE_MS (features/catalog/shelf-cache.ts). */
  shelfCache: ShelfCache;
  /** Draining once the process is asked to stop: `/readyz` answers 503 (http/health.ts). */
  lifecycle: Lifecycle;
  /** The job queue, for a write to put its jobs in its own transaction (jobs/sender.ts). */
  jobs: JobSender;
  /** Work a request started that outlives its answer (lib/background.ts). */
  background: Background;
  /** The catalog spreadsheet check's worker thread, started by the first check (features/catalog-csv). */
  catalogChecker: Checker;
  /** DEMO_MODE: the loopback bank "Simular pagamento" asks to pay (features/payments). */
  demoBank?: DemoBank;
  /** DEMO_MODE without DNS_SERVERS: the loopback registrar "Verificar" asks (features/domains). */
  demoDns?: DemoDns;
};

export { STORE_HEADER } from '@vitrine/contract/headers';

export type StoreRow = typeof stores.$inferSelect;

export type ApiEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by the store-context middleware from the X-Store-Id header. */
    store: StoreRow;
    /**
     * The route answers for a suspended store too (the office's reads, the store's public
     * data the office shows): set before requireStore, which refuses every other.
     */
    suspendedStoreServed?: boolean;
  };
};

/**
 * A feature router: every route validated with zod and described in /openapi.json. Invalid
 * input answers 400 `{ code: 'validation_error', message, details }` (pt-BR message).
 */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new ApiError(
          400,
          'validation_error',
          'Dados inválidos. Confira os campos e tente novamente.',
          result.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        );
      }
    },
  });
}

export type Router = ReturnType<typeof createRouter>;

/**
 * A feature's routes: `registerX(app, deps)` declares each route with `app.openapi(createRoute
 * …, handler)` on the app's router, its handlers reading `deps` (the database, the clock, the
 * providers). Listed once in src/features.ts. The API README shows one.
 */
export type Feature = (app: Router, deps: AppDeps) => void;
