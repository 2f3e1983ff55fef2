import type { CardGateway } from '@vitrine/contract/stores';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema/index.ts';

/**
 * Who tokenises the store's cards in the shopper's browser: its Mercado Pago account (the
 * public key, which Mercado Pago means for browsers, and the script that uses it), or null for
 * the sandbox (a store that never saved payment settings is all sandbox). Only the two public
 * columns are read: the sealed credentials never come near a public answer. Read fresh on
 * every answer (one primary-key read), so a saved change shows on the next by-host read; the
 * storefront keeps that answer STORE_CACHE_MS at most.
 */
export async function cardGatewayOf(
  db: Database,
  storeId: string,
  sdkUrl: string,
): Promise<CardGateway | null> {
  const [row] = await db
    .select({ provider: paymentSettings.cardProvider, publicKey: paymentSettings.mpPublicKey })
    .from(paymentSettings)
    .where(eq(paymentSettings.storeId, storeId));
  if (row?.provider !== 'mercado_pago' || !row.publicKey) return null;
  return { provider: 'mercado_pago', public_key: row.publicKey, sdk_url: sdkUrl };
}
