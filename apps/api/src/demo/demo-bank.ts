import { randomBytes } from 'node:crypto';
import { ne } from 'drizzle-orm';
import { paymentSettings, stores } from '../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../http/context.ts';
import {
  paymentSecretContext,
  readPaymentSettings,
  type SealedField,
} from '../features/payments/settings.ts';
import type { DemoBank } from '../features/payments/demo-bank.ts';
import { registerPixWebhook } from '../features/payments/pix-webhook-registration.ts';
import { type MercadoPagoAccount, startMercadoPago } from './mercado-pago.ts';
import { startPixPsp, type PixPsp } from './pix-psp.ts';

/** A loopback URL: settings that point there were made by an earlier demo start. */
const isLoopback = (url: string) => /^https:\/\/127\.0\.0\.1[:/]/.test(url) || url === '';

/**
 * The offline demo's bank, on this machine: a PSP speaking the Banco Central's API Pix over
 * mutual TLS (a CA made at each start), and a Mercado Pago speaking its REST API (its card
 * tokenising script included). The demo stores receive their pix through the PSP and Casa Ipê
 * its card and boleto through Mercado Pago, with the real adapters; "Simular pagamento" asks
 * them to pay.
 */
export async function startDemoBank() {
  const pixPsp = await startPixPsp({ clientId: 'vitrine-demo' });
  const mercadoPago = await startMercadoPago({
    accounts: [{ nickname: 'CASAIPE', name: 'Casa Ipe', city: 'Belo Horizonte' }],
  });
  const bank: DemoBank = {
    async payPix(txid) {
      await pixPsp.control.pay(txid);
    },
    async payGatewayPayment(paymentId) {
      await mercadoPago.control.pay(paymentId);
      await mercadoPago.control.settled();
    },
  };
  const close = async () => {
    await pixPsp.close();
    await mercadoPago.close();
  };
  return { pixPsp, mercadoPago, bank, close };
}

/** The demo store whose card and boleto go through Mercado Pago (Loja Aurora keeps the sandbox). */
export const DEMO_GATEWAY_STORE = 'casa-ipe';

/**
 * Gives one store's card and boleto to a Mercado Pago account (sealed as a seller's would be).
 * Its notifications come to the store's token URL, as the adapter sends with each payment.
 */
export async function connectStoreToMercadoPago(
  deps: AppDeps,
  store: StoreRow,
  account: Pick<MercadoPagoAccount, 'publicKey' | 'accessToken' | 'webhookSecret'>,
) {
  const secrets = deps.secrets;
  const current = await readPaymentSettings(deps.db, store.id);
  const seal = (field: SealedField, value: string) =>
    secrets.seal(value, paymentSecretContext(store.id, field));
  const columns = {
    cardProvider: 'mercado_pago',
    boletoProvider: 'mercado_pago',
    mpPublicKey: account.publicKey,
    mpAccessTokenSealed: seal('mp_access_token', account.accessToken),
    mpWebhookSecretSealed: seal('mp_webhook_secret', account.webhookSecret),
    updatedAt: deps.now(),
  };
  await saveColumns(deps, store.id, current.webhookToken, columns);
}

/** Writes the columns of one store's payment settings, its webhook token made on first save. */
async function saveColumns(
  deps: AppDeps,
  storeId: string,
  webhookToken: string,
  columns: Partial<typeof paymentSettings.$inferInsert>,
) {
  await deps.db
    .insert(paymentSettings)
    .values({
      storeId,
      webhookToken: webhookToken || randomBytes(24).toString('base64url'),
      ...columns,
    })
    .onConflictDoUpdate({ target: paymentSettings.storeId, set: columns });
}

/**
 * Points one store's pix at `psp`, with its certificate and secret sealed as a seller's would
 * be, and registers the store's webhook there. Answers whether the PSP took the webhook.
 */
export async function connectStoreToPsp(deps: AppDeps, store: StoreRow, psp: PixPsp) {
  const secrets = deps.secrets;
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
  await saveColumns(deps, store.id, current.webhookToken, columns);
  return registerPixWebhook(deps, store.id);
}

/**
 * Points every demo store with a pix key at the demo PSP (this start's certificate: the CA is
 * new each time). A store whose seller set a real PSP up is left alone.
 */
export async function connectDemoStores(
  deps: AppDeps,
  bank: Pick<Awaited<ReturnType<typeof startDemoBank>>, 'pixPsp' | 'mercadoPago'>,
): Promise<void> {
  const withKeys = await deps.db.select().from(stores).where(ne(stores.pixKey, ''));
  for (const store of withKeys) {
    const current = await readPaymentSettings(deps.db, store.id);
    if (!isLoopback(current.pixApiBaseUrl)) continue;
    const registered = await connectStoreToPsp(deps, store, bank.pixPsp);
    if (!registered.ok) {
      deps.logger.warn({ store: store.id, reason: registered.reason }, 'demo pix webhook not set');
    }
    const [account] = bank.mercadoPago.accounts;
    if (store.slug === DEMO_GATEWAY_STORE && account) {
      await connectStoreToMercadoPago(deps, store, account);
    }
  }
}
