import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { assetsDir } from './lib/asset-paths.ts';
import { createShelfCache } from './features/catalog/shelf-cache.ts';
import { Checker } from './features/catalog-csv/checker.ts';
import { VIACEP_URL, viaCepProvider } from './features/cep/viacep.ts';
import { createSmtpMailer } from './features/email/mailer.ts';
import { createQuoteCache } from './features/freight/quote-cache.ts';
import { databaseImageStore, directoryImageStore } from './features/images/image-store.ts';
import { imageBucket, s3ImageStore } from './features/images/s3-store.ts';
import type { PaymentProvider } from './features/payments/provider.ts';
import { createPaymentProviders } from './features/payments/providers.ts';
import type { AppDeps } from './http/context.ts';
import { StoreCache } from './http/store-cache.ts';
import { Background } from './lib/background.ts';
import { createSecretBox } from './lib/secrets/secret-box.ts';
import { fiscalProviderFrom } from './features/invoices/settings.ts';
import { secretsKeysOf } from './lib/secrets/secrets-key.ts';
import type { Logger } from './logger.ts';
import { jobSender } from './jobs/sender.ts';

export type BaseDeps = {
  db: Database;
  /** The replica for the public catalog's reads (DATABASE_REPLICA_URL); absent: `db`. */
  catalogDb?: Database;
  config: Config;
  logger: Logger;
  now: () => Date;
};

/** What a test (or the demo) hands in instead of what the settings would build. */
export type GivenDeps = Partial<
  Pick<AppDeps, 'cep' | 'mailer' | 'imageStore' | 'secrets' | 'demoBank' | 'demoDns' | 'jobs'>
> & {
  /** One payment provider that answers for every store and method (tests). */
  payments?: PaymentProvider;
};

/**
 * Every provider and per-app cache, built once from the settings (STYLE: providers are built
 * once and passed in). main.ts and the test harness call it; a second createApp on the same
 * deps (a replica in a test) shares them, as replicas share a database.
 */
function secretBoxOf(config: Config) {
  const { current, previous } = secretsKeysOf(config);
  return createSecretBox(current, previous);
}

/** Where uploaded images' renditions go (IMAGE_STORAGE). */
function imageStoreOf(db: Database, config: Config) {
  switch (config.IMAGE_STORAGE) {
    case 'directory':
      return directoryImageStore(db, config.IMAGE_DIR ?? join(assetsDir(config), 'images'));
    case 's3':
      return s3ImageStore(db, imageBucket(config));
    default:
      return databaseImageStore(db);
  }
}

export function buildDeps(base: BaseDeps, given: GivenDeps = {}): AppDeps {
  const { config, db, logger, now } = base;
  return {
    ...base,
    catalogDb: base.catalogDb ?? db,
    cep:
      given.cep ??
      viaCepProvider({
        baseUrl: config.CEP_SERVICE_URL ?? VIACEP_URL,
        timeoutMs: config.CEP_TIMEOUT_MS,
        logger,
      }),
    payments: createPaymentProviders(config, given.payments ?? null),
    mailer: given.mailer !== undefined ? given.mailer : createSmtpMailer(config),
    imageStore: given.imageStore ?? imageStoreOf(db, config),
    secrets: given.secrets ?? secretBoxOf(config),
    fiscal: fiscalProviderFrom(config, logger),
    freightQuotes: createQuoteCache({ ttlMs: config.FREIGHT_QUOTE_CACHE_MS, maxEntries: 5000 }),
    storeCache: new StoreCache(db, now),
    shelfCache: createShelfCache(),
    jobs: given.jobs ?? jobSender(),
    lifecycle: { draining: false },
    background: new Background({ logger }),
    catalogChecker: new Checker(),
    ...(given.demoBank ? { demoBank: given.demoBank } : {}),
    ...(given.demoDns ? { demoDns: given.demoDns } : {}),
  };
}
