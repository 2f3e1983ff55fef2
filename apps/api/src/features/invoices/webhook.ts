import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fiscalSettings, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { fiscalSecretContext } from '../fiscal-settings/serialize.ts';
import { applyInvoiceState, invoiceOf, type InvoiceDeps } from './issue.ts';
import type { InvoiceState } from './provider.ts';

/** Where the store's provider sends its notes' changes. */
export const invoiceWebhookUrl = (deps: Pick<AppDeps, 'config'>, storeId: string) =>
  `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}/webhooks/focus-nfe/${storeId}`;

/**
 * The job INVOICE_WEBHOOK_REGISTER, queued by a save of fiscal settings that issue with a token:
 * the provider is asked to POST each change of the store's notes to invoiceWebhookUrl, with an
 * Authorization of the store's own (made the first time, sealed; the same on every later
 * registration, so a hook registered before stays valid). A provider out of reach throws for
 * the queue's retries; one that refused would refuse again: logged.
 */
export async function registerInvoiceWebhook(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'fiscal' | 'config' | 'logger'>,
  storeId: string,
): Promise<void> {
  const [settings] = await deps.db
    .select()
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, storeId));
  if (!settings?.invoicesEnabled || !settings.providerTokenSealed) return;
  const context = fiscalSecretContext(storeId, 'webhook_authorization');
  let authorization: string;
  if (settings.webhookAuthorizationSealed) {
    authorization = deps.secrets.open(settings.webhookAuthorizationSealed, context);
  } else {
    authorization = randomBytes(32).toString('base64url');
    await deps.db
      .update(fiscalSettings)
      .set({ webhookAuthorizationSealed: deps.secrets.seal(authorization, context) })
      .where(eq(fiscalSettings.storeId, storeId));
  }
  const token = deps.secrets.open(
    settings.providerTokenSealed,
    fiscalSecretContext(storeId, 'provider_token'),
  );
  // The store's CNPJ names its notes at the provider: a token that holds several companies
  // (a platform's, the demo's one token) calls each store's hook with its own notes only.
  const [store] = await deps.db
    .select({ cnpj: stores.cnpj })
    .from(stores)
    .where(eq(stores.id, storeId));
  const registered = await deps.fiscal.company(token).registerWebhook({
    url: invoiceWebhookUrl(deps, storeId),
    authorization,
    ...(store?.cnpj ? { cnpj: store.cnpj } : {}),
  });
  if (registered.ok) return;
  if (registered.reason === 'refused') {
    deps.logger.warn({ store: storeId, code: registered.code }, 'fiscal webhook not set');
    return;
  }
  throw new Error(`fiscal webhook not set (${registered.reason}): ${registered.message}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type WebhookOutcome = 'unauthorized' | 'unknown' | 'unchanged' | 'applied';

/**
 * A provider's notice about one of the store's notes. Its Authorization must be the store's
 * (compared in constant time); its body then only names the note: the note's state is read
 * back from the provider with the store's token and that is applied, so a forged body, a
 * replayed one or another store's ref changes nothing.
 */
export async function receiveInvoiceNotice(
  deps: InvoiceDeps & Pick<AppDeps, 'config'>,
  storeId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<WebhookOutcome> {
  const [settings] = await deps.db
    .select({
      token: fiscalSettings.providerTokenSealed,
      expected: fiscalSettings.webhookAuthorizationSealed,
    })
    .from(fiscalSettings)
    .where(eq(fiscalSettings.storeId, storeId));
  if (!settings?.expected || !settings.token) return 'unauthorized';
  const expected = deps.secrets.open(
    settings.expected,
    fiscalSecretContext(storeId, 'webhook_authorization'),
  );
  if (!deps.fiscal.verifyWebhook(authorization, expected)) return 'unauthorized';
  const named: InvoiceState | null = deps.fiscal.readWebhook(body);
  if (!named || !UUID.test(named.ref)) return 'unknown';
  const row = await invoiceOf(deps.db, named.ref);
  if (!row || row.storeId !== storeId) return 'unknown';
  const token = deps.secrets.open(settings.token, fiscalSecretContext(storeId, 'provider_token'));
  const read = await deps.fiscal.company(token).status(row.orderId);
  if (!read.ok) throw new Error(`fiscal provider ${read.reason}: ${read.message}`);
  const after = await applyInvoiceState(deps, row.orderId, read.invoice, deps.now());
  return after && after.updatedAt.getTime() !== row.updatedAt.getTime() ? 'applied' : 'unchanged';
}
