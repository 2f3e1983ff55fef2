import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { readPaymentSettings } from './settings.ts';
import { providerFailure } from './pix-api/provider.ts';
import { pixApiClientOf, webhookUrl } from './providers.ts';
import type { ProviderFailure } from './provider.ts';

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
  const client = await pixApiClientOf(deps, storeId, settings);
  if (!client || !store?.pixKey || !settings.webhookToken) {
    return { ok: false, reason: 'refused', message: 'Configure a API Pix e a chave pix da loja.' };
  }
  // The PSP appends `/pix` to it.
  const url = webhookUrl(deps, 'pix-api', settings.webhookToken);
  const result = await client.registerWebhook(store.pixKey, url);
  return result.ok ? { ok: true, url } : providerFailure(result);
}
