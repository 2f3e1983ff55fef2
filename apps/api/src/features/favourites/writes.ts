import { MAX_FAVOURITES } from '@vitrine/contract/favourites';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type ConsentClient, setConsent, withdrawByToken } from '../../lib/consents.ts';
import { FAVOURITE_MESSAGES } from './messages.ts';
import { favouritableProduct, isStoreProduct, ownedBy, type Owner } from './reads.ts';

/**
 * Adds a favourite; adding it again changes nothing (not even its mark or date). Another
 * store's product, or one not on sale, is a 404: the same answer an unknown id gets.
 */
export async function addFavourite(db: Database, owner: Owner, productId: string) {
  await db.transaction(async (tx) => {
    const product = await favouritableProduct(tx, owner.storeId, productId);
    if (!product) throw notFound(FAVOURITE_MESSAGES.productNotFound);
    const [row] = await tx.select({ total: count() }).from(favourites).where(ownedBy(owner));
    if ((row?.total ?? 0) >= MAX_FAVOURITES) {
      const [held] = await tx
        .select({ id: favourites.productId })
        .from(favourites)
        .where(and(ownedBy(owner), eq(favourites.productId, productId)));
      if (held) return;
      throw conflict('too_many_favourites', FAVOURITE_MESSAGES.tooMany(MAX_FAVOURITES));
    }
    await tx
      .insert(favourites)
      .values({ ...owner, productId, priceMarkCents: product.priceCents })
      .onConflictDoNothing({ target: [favourites.customerId, favourites.productId] });
  });
}

/** Removes a favourite (again: nothing to do); an id not of this store's products is a 404. */
export async function removeFavourite(db: Database, owner: Owner, productId: string) {
  if (!(await isStoreProduct(db, owner.storeId, productId))) {
    throw notFound(FAVOURITE_MESSAGES.productNotFound);
  }
  await db.delete(favourites).where(and(ownedBy(owner), eq(favourites.productId, productId)));
}

/** Turns the price-drop e-mails on or off, the change recorded (lib/consents.ts). */
export function setPriceAlerts(
  db: Database,
  owner: Owner,
  change: { enabled: boolean; source: 'account' | 'email_link'; client: ConsentClient; now: Date },
): Promise<Date | null> {
  return setConsent(db, owner, 'price_drop_emails', change);
}

/**
 * The e-mail's one-click link: it turns the e-mails off, as often as it is followed, until it
 * expires. An unknown, expired or other store's token is a 404.
 */
export async function unsubscribeByToken(
  db: Database,
  storeId: string,
  token: string,
  client: ConsentClient,
  now: Date,
) {
  const done = await withdrawByToken(db, {
    storeId,
    token,
    tokenPurpose: 'price_alerts_unsubscribe',
    purpose: 'price_drop_emails',
    client,
    now,
  });
  if (!done) throw notFound(FAVOURITE_MESSAGES.unsubscribeInvalid, 'unsubscribe_invalid');
  return done.since;
}
