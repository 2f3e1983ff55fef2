import type { CardGateway } from '@vitrine/contract/stores';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema/index.ts';

/** The two public columns of a store's payment settings (null: it never saved them). */
export type CardGatewayColumns = { provider: string | null; publicKey: string | null };

/**
 * Who tokenises the store's cards in the shopper's browser: its Mercado Pago account (the
 * public key, which Mercado Pago means for browsers, and the script that uses it), or null for
 * the sandbox (a store that never saved payment settings is all sandbox). Only the two public
 * columns are read: the sealed credentials never come near a public answer.
 */
export function cardGatewayFrom(columns: CardGatewayColumns, sdkUrl: string): CardGateway | null {
  if (columns.provider !== 'mercado_pago' || !columns.publicKey) return null;
  return { provider: 'mercado_pago', public_key: columns.publicKey, sdk_url: sdkUrl };
}

/**
 * The store's card gateway, read fresh on every answer (one primary-key read), so a saved
 * change shows on the next by-host read; the storefront keeps that answer STORE_CACHE_MS at
 * most.
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
  return cardGatewayFrom(row ?? { provider: null, publicKey: null }, sdkUrl);
}
