import { MAX_FAVOURITES, PRICE_ALERTS_WORDING } from '@vitrine/contract/favourites';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountTokens, customerConsents, customers, favourites } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
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

export type ConsentClient = { ip: string | null; userAgent: string | null };

/**
 * Turns the price-drop e-mails on or off, and records the change (LGPD art. 8: when, how, the
 * wording agreed to; withdrawn as easily as given). Asking for the state already in force
 * records nothing and keeps `since`. Answers the state in force.
 */
export async function setPriceAlerts(
  db: Database,
  owner: Owner,
  change: {
    enabled: boolean;
    source: 'account' | 'email_link';
    client: ConsentClient;
    now: Date;
  },
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const mine = and(eq(customers.id, owner.customerId), eq(customers.storeId, owner.storeId));
    const [current] = await tx
      .select({ since: customers.priceAlertsSince })
      .from(customers)
      .where(mine)
      .for('update');
    if (!current) throw notFound();
    if ((current.since !== null) === change.enabled) return current.since;
    const since = change.enabled ? change.now : null;
    await tx.update(customers).set({ priceAlertsSince: since }).where(mine);
    await tx.insert(customerConsents).values({
      ...owner,
      purpose: 'price_drop_emails',
      granted: change.enabled,
      source: change.source,
      wording: change.enabled ? PRICE_ALERTS_WORDING : null,
      ip: change.client.ip,
      userAgent: change.client.userAgent?.slice(0, 500) ?? null,
      createdAt: change.now,
    });
    return since;
  });
}

/**
 * The e-mail's one-click link: its token (hashed as every token here) names the shopper of
 * this store; it turns the e-mails off, as often as it is followed, until it expires. An
 * unknown, expired or other store's token is a 404.
 */
export async function unsubscribeByToken(
  db: Database,
  storeId: string,
  token: string,
  client: ConsentClient,
  now: Date,
) {
  const [row] = await db
    .select({ customerId: accountTokens.accountId })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.storeId, storeId),
        eq(accountTokens.kind, 'customer'),
        eq(accountTokens.purpose, 'price_alerts_unsubscribe'),
        gt(accountTokens.expiresAt, now),
      ),
    );
  if (!row) throw notFound(FAVOURITE_MESSAGES.unsubscribeInvalid, 'unsubscribe_invalid');
  return setPriceAlerts(
    db,
    { storeId, customerId: row.customerId },
    { enabled: false, source: 'email_link', client, now },
  );
}
