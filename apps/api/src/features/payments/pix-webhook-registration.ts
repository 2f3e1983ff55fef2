import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { readPaymentSettings } from '../payment-settings/settings.ts';
import { pixApiWebhookPath } from './pix-api-webhook-route.ts';
import { providerFailure } from './pix-api/provider.ts';
import { pixApiClientOf } from './providers.ts';
import type { ProviderFailure } from './provider.ts';

/** The URL a store's PSP posts its pix to (it appends `/pix`): the API's public address. */
export function pixWebhookUrl(deps: AppDeps, webhookToken: string): string {
  return `${deps.config.PUBLIC_API_URL.replace(/\/+$/, '')}${pixApiWebhookPath(webhookToken)}`;
}

/**
 * Tells the store's PSP where to send the pix its key receives (`PUT /webhook/{chave}`), after
 * the seller saves the API Pix or at the demo's start. Without it no notice comes, and only
 * reconciliation would ever see a payment.
 */
export async function registerPixWebhook(
  deps: AppDeps,
  storeId: string,
): Promise<{ ok: true; url: string } | ProviderFailure> {
  const [store] = await deps.db
    .select({ pixKey: stores.pixKey })
    .from(stores)
    .where(eq(stores.id, storeId));
  const settings = await readPaymentSettings(deps.db, storeId);
  const client = await pixApiClientOf(deps, { id: storeId });
  if (!client || !store?.pixKey || !settings.webhookToken) {
    return { ok: false, reason: 'refused', message: 'Configure a API Pix e a chave pix da loja.' };
  }
  const url = pixWebhookUrl(deps, settings.webhookToken);
  const result = await client.registerWebhook(store.pixKey, url);
  return result.ok ? { ok: true, url } : providerFailure(result);
}
