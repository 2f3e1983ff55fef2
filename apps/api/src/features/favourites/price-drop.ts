import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { accountTokens, customers, favourites, products, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { fromCents } from '../../lib/money.ts';
import { randomToken, hashToken } from '../../lib/tokens.ts';
import { ACCOUNT_TOKEN_TTL_MS } from '../auth/account-tokens.ts';
import { storeLinks } from '../email/links.ts';
import { queueEmails } from '../email/outbox.ts';
import { priceDropEmail } from './price-drop-email.ts';

// A favourite's price drop, e-mailed once per drop to each shopper who asked for it.
// Each favourite keeps a mark (favourites.price_mark_cents): the product's shelf price when it
// was favourited, or when a drop was last noticed. The job compares the price now with every
// mark: below it is a drop, e-mailed to the shopper if they opted in, and the mark moves down
// to the price in the same transaction as the e-mail, so running the job again finds nothing
// to send; above it (a rise) the mark moves up, so a later fall is a new drop.

const UNSUBSCRIBE_LINK_MS = ACCOUNT_TOKEN_TTL_MS.price_alerts_unsubscribe;

/**
 * The job (jobs/tasks.ts), queued in the transaction that changed a product's price
 * (catalog-office's saveProduct: the office's form and the spreadsheet's import): the
 * product's favourites measured against its price as it is when the job runs. Answers how many
 * e-mails it queued.
 */
export async function checkFavouritePrices(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'config' | 'now'>,
  productId: string,
) {
  const now = deps.now();
  const [product] = await deps.db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      slug: products.slug,
      kind: products.kind,
      status: products.status,
      price: products.shelfPriceCents,
      storeName: stores.name,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  // Nothing on sale (gone, a draft, archived, no sold variation): no price to measure.
  if (!product || product.status !== 'active' || product.price === null) return 0;
  const price = product.price;
  const link = await storeLinks(deps, product.storeId);
  return deps.db.transaction(async (tx) => {
    // A rise (or a favourite that had no price) moves the mark up, silently.
    await tx
      .update(favourites)
      .set({ priceMarkCents: price })
      .where(
        and(
          eq(favourites.productId, product.id),
          or(isNull(favourites.priceMarkCents), lt(favourites.priceMarkCents, price)),
        ),
      );
    // The drops, locked: a second run waits here and then finds the marks already moved.
    const dropped = await tx
      .select({
        customerId: favourites.customerId,
        mark: favourites.priceMarkCents,
        email: customers.email,
        firstName: customers.firstName,
        optedIn: isNotNull(customers.priceAlertsSince),
      })
      .from(favourites)
      .innerJoin(customers, eq(customers.id, favourites.customerId))
      .where(and(eq(favourites.productId, product.id), gt(favourites.priceMarkCents, price)))
      .for('update', { of: favourites });
    if (dropped.length === 0) return 0;
    await tx
      .update(favourites)
      .set({ priceMarkCents: price })
      .where(and(eq(favourites.productId, product.id), gt(favourites.priceMarkCents, price)));
    const wanted = dropped.filter((row) => row.optedIn);
    if (wanted.length === 0) return 0;
    const tokens = wanted.map(() => randomToken());
    await tx.insert(accountTokens).values(
      wanted.map((row, index) => ({
        storeId: product.storeId,
        kind: 'customer' as const,
        purpose: 'price_alerts_unsubscribe' as const,
        accountId: row.customerId,
        tokenHash: hashToken(tokens[index]!),
        expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_MS),
        createdAt: now,
      })),
    );
    await queueEmails(
      tx,
      deps.jobs,
      wanted.map((row, index) => ({
        storeId: product.storeId,
        to: row.email,
        now,
        email: priceDropEmail({
          storeName: product.storeName,
          firstName: row.firstName,
          productName: product.name,
          was: fromCents(row.mark!),
          now: fromCents(price),
          productLink: link(
            `/${product.kind === 'service' ? 'servico' : 'produto'}/${product.slug}`,
          ),
          unsubscribeLink: link(`/minha-conta/avisos-de-preco/cancelar/${tokens[index]}`),
        }),
      })),
    );
    return wanted.length;
  });
}
