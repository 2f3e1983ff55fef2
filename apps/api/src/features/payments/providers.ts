import { eq } from 'drizzle-orm';
import type { PaymentDetails } from '../../db/schema/index.ts';
import { stores } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { secretsOf } from '../../lib/secrets/secrets-of.ts';
import {
  mercadoPagoCredentialsOf,
  type PaymentSettingsRow,
  pixApiCredentialsOf,
  readPaymentSettings,
} from '../payment-settings/settings.ts';
import { type MercadoPagoProvider, mercadoPagoPaymentProvider } from './mercado-pago/provider.ts';
import { createPixApiClient, type PixApiClient } from './pix-api/client.ts';
import { pixApiPaymentProvider } from './pix-api/provider.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { providersIn } from './store-providers.ts';
import { paymentsOf } from './provider-of.ts';

const misconfigured = () =>
  new ApiError(
    503,
    'payment_unavailable',
    'Esta forma de pagamento não está disponível no momento. Escolha outra ou fale com a loja.',
  );

type Client = { version: string; client: PixApiClient };

/** One API Pix client per store and settings version: its token and TLS sessions are reused. */
const pixClients = new WeakMap<AppDeps, Map<string, Client>>();

/** The store's API Pix client on its saved credentials, or null while they are incomplete. */
export async function pixApiClientOf(
  deps: AppDeps,
  storeId: string,
  settings?: PaymentSettingsRow,
): Promise<PixApiClient | null> {
  settings ??= await readPaymentSettings(deps.db, storeId);
  let clients = pixClients.get(deps);
  if (!clients) {
    clients = new Map();
    pixClients.set(deps, clients);
  }
  const version = settings.updatedAt.toISOString();
  const cached = clients.get(storeId);
  if (cached && cached.version === version) return cached.client;
  cached?.client.close();
  clients.delete(storeId);
  const credentials = pixApiCredentialsOf(settings, secretsOf(deps));
  if (!credentials) return null;
  const client = createPixApiClient({
    ...credentials,
    timeoutMs: deps.config.PAYMENT_PROVIDER_TIMEOUT_MS,
    logger: deps.logger,
  });
  clients.set(storeId, { version, client });
  return client;
}

async function buildProvider(
  deps: AppDeps,
  store: StoreRow,
  name: Exclude<ProviderName, 'sandbox'>,
  settings: PaymentSettingsRow,
): Promise<PaymentProvider> {
  if (name === 'pix_api') {
    const client = await pixApiClientOf(deps, store.id, settings);
    if (!client) throw misconfigured();
    return pixApiPaymentProvider({ client, merchantName: store.name, merchantCity: store.city });
  }
  const provider = await mercadoPagoOf(deps, store.id, settings);
  if (!provider) throw misconfigured();
  return provider;
}

/** The store's Mercado Pago on its saved credentials, or null while they are incomplete. */
export async function mercadoPagoOf(
  deps: AppDeps,
  storeId: string,
  settings?: PaymentSettingsRow,
): Promise<MercadoPagoProvider | null> {
  settings ??= await readPaymentSettings(deps.db, storeId);
  const credentials = mercadoPagoCredentialsOf(settings, secretsOf(deps));
  if (!credentials) return null;
  return mercadoPagoPaymentProvider({
    baseUrl: deps.config.MERCADO_PAGO_URL,
    accessToken: credentials.accessToken,
    webhookSecret: credentials.webhookSecret,
    notificationUrl: webhookUrl(deps, 'mercado-pago', settings.webhookToken),
    timeoutMs: deps.config.PAYMENT_PROVIDER_TIMEOUT_MS,
    logger: deps.logger,
  });
}

/**
 * Where a provider posts a store's notices: the API's public address, the store named by its
 * random token (never by anything in the body).
 */
export function webhookUrl(deps: AppDeps, provider: 'pix-api' | 'mercado-pago', token: string) {
  return `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}/webhooks/${provider}/${token}`;
}

/**
 * The provider `name` for this store: the sandbox on the deployment's keys, or a real one on the
 * credentials the store saved. Tests may hand one in as deps.payments: it then answers for all.
 */
export async function providerNamed(
  deps: AppDeps,
  store: StoreRow,
  name: ProviderName,
  settings?: PaymentSettingsRow,
): Promise<PaymentProvider> {
  if (deps.payments || name === 'sandbox') return paymentsOf(deps);
  return buildProvider(
    deps,
    store,
    name,
    settings ?? (await readPaymentSettings(deps.db, store.id)),
  );
}

/** The provider that takes `method` at checkout. */
export async function checkoutProvider(
  deps: AppDeps,
  store: StoreRow,
  method: 'pix' | 'card' | 'boleto',
): Promise<PaymentProvider> {
  // One read of the settings names the provider and holds its credentials.
  const settings = await readPaymentSettings(deps.db, store.id);
  return providerNamed(deps, store, providersIn(settings)[method], settings);
}

/** The provider that charged an order: its refunds and reconciliation go back there. */
export async function orderProviderOf(
  deps: AppDeps,
  storeId: string,
  payment: PaymentDetails,
): Promise<PaymentProvider> {
  const name = payment.provider ?? 'sandbox';
  if (deps.payments || name === 'sandbox') return paymentsOf(deps);
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw new Error(`store ${storeId} not found`);
  return buildProvider(deps, store, name, await readPaymentSettings(deps.db, storeId));
}
