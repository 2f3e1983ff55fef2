import { randomBytes } from 'node:crypto';
import { ne } from 'drizzle-orm';
import { paymentSettings, stores } from '../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../http/context.ts';
import {
  paymentSecretContext,
  readPaymentSettings,
  type SealedField,
} from '../features/payment-settings/settings.ts';
import type { DemoBank } from '../features/payments/demo-bank.ts';
import { registerPixWebhook } from '../features/payments/pix-webhook-registration.ts';
import { secretsOf } from '../lib/secrets/secrets-of.ts';
import { startPixPsp, type PixPsp } from './pix-psp.ts';

/** A loopback URL: settings that point there were made by an earlier demo start. */
const isLoopback = (url: string) => /^https:\/\/127\.0\.0\.1[:/]/.test(url) || url === '';

/**
 * The offline demo's bank, on this machine: a PSP speaking the Banco Central's API Pix over
 * mutual TLS (a CA made at each start). The demo stores receive their pix through it, with the
 * real adapter, and "Simular pagamento" asks it to pay.
 */
export async function startDemoBank() {
  const pixPsp = await startPixPsp({ clientId: 'vitrine-demo' });
  const bank: DemoBank = {
    async payPix(txid) {
      await pixPsp.control.pay(txid);
    },
  };
  return { pixPsp, bank, close: () => pixPsp.close() };
}

/**
 * Points one store's pix at `psp`, with its certificate and secret sealed as a seller's would
 * be, and registers the store's webhook there. Answers whether the PSP took the webhook.
 */
export async function connectStoreToPsp(deps: AppDeps, store: StoreRow, psp: PixPsp) {
  const secrets = secretsOf(deps);
  const current = await readPaymentSettings(deps.db, store.id);
  const seal = (field: SealedField, value: string) =>
    secrets.seal(value, paymentSecretContext(store.id, field));
  const columns = {
    pixProvider: 'pix_api',
    pixApiBaseUrl: psp.url,
    pixApiTokenPath: psp.tokenPath,
    pixApiClientId: psp.clientId,
    pixApiClientSecretSealed: seal('pix_api_client_secret', psp.clientSecret),
    pixApiCertificateSealed: seal('pix_api_certificate', psp.clientCertPem),
    pixApiPrivateKeySealed: seal('pix_api_private_key', psp.clientKeyPem),
    pixApiCa: psp.caPem,
    updatedAt: deps.now(),
  };
  await deps.db
    .insert(paymentSettings)
    .values({
      storeId: store.id,
      webhookToken: current.webhookToken || randomBytes(24).toString('base64url'),
      ...columns,
    })
    .onConflictDoUpdate({ target: paymentSettings.storeId, set: columns });
  return registerPixWebhook(deps, store.id);
}

/**
 * Points every demo store with a pix key at the demo PSP (this start's certificate: the CA is
 * new each time). A store whose seller set a real PSP up is left alone.
 */
export async function connectDemoStores(deps: AppDeps, psp: PixPsp): Promise<void> {
  const withKeys = await deps.db.select().from(stores).where(ne(stores.pixKey, ''));
  for (const store of withKeys) {
    const current = await readPaymentSettings(deps.db, store.id);
    if (!isLoopback(current.pixApiBaseUrl)) continue;
    const registered = await connectStoreToPsp(deps, store, psp);
    if (!registered.ok) {
      deps.logger.warn({ store: store.id, reason: registered.reason }, 'demo pix webhook not set');
    }
  }
}
