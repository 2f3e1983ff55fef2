// Where a store's payments go, in one place: which provider takes each method at checkout (the
// store's payment settings), the provider that charged an order (its refunds and reads go back
// there), each provider built on the store's saved credentials.
import type { Config } from '../../config.ts';
import type { PaymentDetails } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import type { OrderRow } from '../orders/serialize.ts';
import {
  mercadoPagoCredentialsOf,
  type PaymentSettingsRow,
  pixApiCredentialsOf,
  readPaymentSettings,
} from './settings.ts';
import { type MercadoPagoProvider, mercadoPagoPaymentProvider } from './mercado-pago/provider.ts';
import { createPixApiClient, type PixApiClient } from './pix-api/client.ts';
import { pixApiPaymentProvider } from './pix-api/provider.ts';
import type { PaymentProvider, ProviderName } from './provider.ts';
import { sandboxPaymentProvider } from './sandbox/provider.ts';

const misconfigured = () =>
  new ApiError(
    503,
    'payment_unavailable',
    'Esta forma de pagamento não está disponível no momento. Escolha outra ou fale com a loja.',
  );

type Client = { version: string; client: PixApiClient };

/**
 * The app's payment providers, built once from the settings (deps.ts): the sandbox on the
 * deployment's keys, and one API Pix client per store and settings version, so its token and
 * mutual-TLS connections are reused across checkouts. `only` (tests) answers for every store
 * and method.
 */
export type PaymentProviders = {
  readonly sandbox: PaymentProvider;
  readonly only: PaymentProvider | null;
  readonly pixClients: Map<string, Client>;
  /** Closes the pix clients' connections (shutdown). */
  close(): Promise<void>;
};

export function createPaymentProviders(
  config: Pick<Config, 'PAYMENT_WEBHOOK_SECRET' | 'CARD_TOKEN_SECRET'>,
  only: PaymentProvider | null = null,
): PaymentProviders {
  const pixClients = new Map<string, Client>();
  return {
    sandbox: sandboxPaymentProvider({
      webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
      cardTokenSecret: config.CARD_TOKEN_SECRET,
    }),
    only,
    pixClients,
    async close() {
      await Promise.all([...pixClients.values()].map(({ client }) => client.close()));
      pixClients.clear();
    },
  };
}

/** The sandbox, or the one provider a test gave for everything. */
export function paymentsOf(deps: AppDeps): PaymentProvider {
  return deps.payments.only ?? deps.payments.sandbox;
}

export type CheckoutProviders = { pix: ProviderName; card: ProviderName; boleto: ProviderName };

const PROVIDER_NAMES: readonly string[] = ['sandbox', 'pix_api', 'mercado_pago'];

/** A settings column as a provider's name (its check constraint allows no other). */
const providerName = (value: string): ProviderName =>
  PROVIDER_NAMES.includes(value) ? (value as ProviderName) : 'sandbox';

/**
 * Which provider charges each payment method of a store's checkout: the store's payment settings
 * (the office's "Contas de recebimento"), every method in the sandbox until saved. Checkout reads
 * it only from here (the CPF rule, the quote, the order).
 */
export async function checkoutProviders(
  deps: AppDeps,
  storeId: string,
): Promise<CheckoutProviders> {
  return providersIn(await readPaymentSettings(deps.db, storeId));
}

/** The provider of each method that a store's settings row names. */
export function providersIn(settings: PaymentSettingsRow): CheckoutProviders {
  return {
    pix: providerName(settings.pixProvider),
    card: providerName(settings.cardProvider),
    boleto: providerName(settings.boletoProvider),
  };
}

/** The store's API Pix client on its saved credentials, or null while they are incomplete. */
export async function pixApiClientOf(
  deps: AppDeps,
  storeId: string,
  settings?: PaymentSettingsRow,
): Promise<PixApiClient | null> {
  settings ??= await readPaymentSettings(deps.db, storeId);
  const clients = deps.payments.pixClients;
  const version = settings.updatedAt.toISOString();
  const cached = clients.get(storeId);
  if (cached && cached.version === version) return cached.client;
  void cached?.client.close();
  clients.delete(storeId);
  const credentials = pixApiCredentialsOf(settings, deps.secrets);
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
  const credentials = mercadoPagoCredentialsOf(settings, deps.secrets);
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
 * credentials the store saved. A test's `only` provider answers for all.
 */
export async function providerNamed(
  deps: AppDeps,
  store: StoreRow,
  name: ProviderName,
  settings?: PaymentSettingsRow,
): Promise<PaymentProvider> {
  if (deps.payments.only || name === 'sandbox') return paymentsOf(deps);
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
  /** The store's payment settings when the caller read them already (the checkout). */
  known?: PaymentSettingsRow,
): Promise<PaymentProvider> {
  // One read of the settings names the provider and holds its credentials.
  const settings = known ?? (await readPaymentSettings(deps.db, store.id));
  return providerNamed(deps, store, providersIn(settings)[method], settings);
}

/** The provider that charged an order: its refunds and reconciliation go back there. */
export async function orderProviderOf(
  deps: AppDeps,
  storeId: string,
  payment: PaymentDetails,
  /** The store's payment settings when the caller read them already (a provider's notice). */
  known?: PaymentSettingsRow,
): Promise<PaymentProvider> {
  const name = payment.provider ?? 'sandbox';
  if (deps.payments.only || name === 'sandbox') return paymentsOf(deps);
  // The store's name and city go into a pix's BR Code only: the replica's copy of the row, at
  // most STORE_TTL_MS old, serves (the settings, credentials included, are read fresh).
  const store = await deps.storeCache.get(storeId);
  if (!store) throw new Error(`store ${storeId} not found`);
  return buildProvider(deps, store, name, known ?? (await readPaymentSettings(deps.db, storeId)));
}

/**
 * The provider that charged `order`, the one its refunds and reads must go back to: the order's
 * `payment.provider` (the sandbox for orders from before it was kept), on the store's saved
 * credentials.
 */
export async function orderPaymentProvider(
  deps: AppDeps,
  order: Pick<OrderRow, 'storeId' | 'payment'>,
): Promise<PaymentProvider> {
  return orderProviderOf(deps, order.storeId, order.payment);
}
