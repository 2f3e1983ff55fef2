import { eq } from 'drizzle-orm';
import type { PaymentDetails } from '../../db/schema/index.ts';
import { stores } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { secretsOf } from '../../lib/secrets/secrets-of.ts';
import { pixApiCredentialsOf, readPaymentSettings } from '../payment-settings/settings.ts';
import { createPixApiClient, type PixApiClient } from './pix-api/client.ts';
import { pixApiPaymentProvider } from './pix-api/provider.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
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
  store: Pick<StoreRow, 'id'>,
): Promise<PixApiClient | null> {
  const settings = await readPaymentSettings(deps.db, store.id);
  let clients = pixClients.get(deps);
  if (!clients) {
    clients = new Map();
    pixClients.set(deps, clients);
  }
  const version = settings.updatedAt.toISOString();
  const cached = clients.get(store.id);
  if (cached && cached.version === version) return cached.client;
  cached?.client.close();
  clients.delete(store.id);
  const credentials = pixApiCredentialsOf(settings, secretsOf(deps));
  if (!credentials) return null;
  const client = createPixApiClient({
    ...credentials,
    timeoutMs: deps.config.PAYMENT_PROVIDER_TIMEOUT_MS,
    logger: deps.logger,
  });
  clients.set(store.id, { version, client });
  return client;
}

async function buildProvider(
  deps: AppDeps,
  store: StoreRow,
  name: Exclude<ProviderName, 'sandbox'>,
): Promise<PaymentProvider> {
  if (name === 'pix_api') {
    const client = await pixApiClientOf(deps, store);
    if (!client) throw misconfigured();
    return pixApiPaymentProvider({ client, merchantName: store.name, merchantCity: store.city });
  }
  throw misconfigured();
}

/**
 * The provider `name` for this store: the sandbox on the deployment's keys, or a real one on the
 * credentials the store saved. Tests may hand one in as deps.payments: it then answers for all.
 */
export async function providerNamed(
  deps: AppDeps,
  store: StoreRow,
  name: ProviderName,
): Promise<PaymentProvider> {
  if (deps.payments || name === 'sandbox') return paymentsOf(deps);
  return buildProvider(deps, store, name);
}

const PROVIDER_NAMES: readonly string[] = ['sandbox', 'pix_api', 'mercado_pago'];

/** A settings column as a provider's name (its check constraint allows no other). */
const providerName = (value: string): ProviderName =>
  PROVIDER_NAMES.includes(value) ? (value as ProviderName) : 'sandbox';

/** Which provider takes each method at this store's checkout (its payment settings). */
export async function checkoutProviders(
  deps: AppDeps,
  storeId: string,
): Promise<{ pix: ProviderName; card: ProviderName; boleto: ProviderName }> {
  const settings = await readPaymentSettings(deps.db, storeId);
  return {
    pix: providerName(settings.pixProvider),
    card: providerName(settings.cardProvider),
    boleto: providerName(settings.boletoProvider),
  };
}

/** The provider that takes `method` at checkout. */
export async function checkoutProvider(
  deps: AppDeps,
  store: StoreRow,
  method: 'pix' | 'card' | 'boleto',
): Promise<PaymentProvider> {
  const names = await checkoutProviders(deps, store.id);
  return providerNamed(deps, store, names[method]);
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
  return buildProvider(deps, store, name);
}
