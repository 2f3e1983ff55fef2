import type { Database } from '../../db/client.ts';
import {
  consumeAccountToken,
  issueAccountToken,
  ACCOUNT_TOKEN_TTL_MS,
} from '../auth/account-tokens.ts';
import { isSellerOf } from './reads.ts';

/**
 * A one-time grant for a seller to preview their own store (the office's "Ver prévia da loja"),
 * good for two minutes: long enough to cross from the office to the storefront, too short to be
 * worth copying. A new grant ends the seller's earlier unused one (issueAccountToken).
 */
export async function issuePreviewGrant(
  db: Database,
  seller: { storeId: string; sellerId: string },
  now: Date,
) {
  const grant = await issueAccountToken(db, {
    storeId: seller.storeId,
    kind: 'seller',
    purpose: 'preview_grant',
    accountId: seller.sellerId,
    now,
  });
  return { grant, expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.preview_grant) };
}

/**
 * Trades a grant for a preview token, in one transaction: the grant is used up (of two
 * concurrent trades one wins), it must be of this store (the host the storefront serves) and
 * its seller still of the store. Null when any of that fails. A new preview ends the seller's
 * earlier one.
 */
export async function redeemPreviewGrant(
  db: Database,
  storeId: string,
  grant: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  return db.transaction(async (tx: Database) => {
    const used = await consumeAccountToken(tx, grant, 'seller', storeId, now, ['preview_grant']);
    if (!used || !(await isSellerOf(tx, storeId, used.accountId))) return null;
    const token = await issueAccountToken(tx, {
      storeId,
      kind: 'seller',
      purpose: 'preview',
      accountId: used.accountId,
      now,
    });
    return { token, expiresAt: new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS.preview) };
  });
}
