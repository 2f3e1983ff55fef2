import type { OfficeReviewQuery, ProductReviewQuery } from '@vitrine/contract/reviews';
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { ratingSummary } from '@vitrine/domain/rating';
import type { Database } from '../../db/client.ts';
import {
  customers,
  orderItems,
  orders,
  products,
  reviewInvites,
  reviews,
} from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';

/** The order an unexpired invitation of this store stands for, by its token. */
export async function findInvite(db: Database, storeId: string, token: string, now: Date) {
  const [row] = await db
    .select({
      orderId: orders.id,
      code: orders.code,
      status: orders.status,
      customerId: orders.customerId,
      firstName: customers.firstName,
    })
    .from(reviewInvites)
    .innerJoin(orders, eq(orders.id, reviewInvites.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(reviewInvites.tokenHash, hashToken(token)),
        eq(reviewInvites.storeId, storeId),
        gt(reviewInvites.expiresAt, now),
      ),
    );
  return row ?? null;
}

/** The order's products still in the catalog, and whether each is reviewed for it. */
export async function orderProducts(db: Database, orderId: string) {
  const rows = await db
    .selectDistinct({
      id: products.id,
      name: products.name,
      slug: products.slug,
      reviewed: sql<boolean>`exists (select 1 from ${reviews} where ${reviews.orderId} = ${orderId} and ${reviews.productId} = ${products.id})`,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(products.name));
  return rows.map((row) => ({ ...row, reviewed: Boolean(row.reviewed) }));
}

/** An active product of the store by its slug (the product page's). */
export async function productBySlug(db: Database, storeId: string, slug: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), eq(products.slug, slug), eq(products.status, 'active')),
    );
  return row ?? null;
}

/** A product's published reviews: the average (one decimal), the count and the 1–5 figures. */
export async function ratingFigures(db: Database, productId: string) {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'publicada')))
    .groupBy(reviews.rating);
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
  let total = 0;
  let sum = 0;
  for (const row of rows) {
    const n = Number(row.n);
    distribution[row.rating as 1 | 2 | 3 | 4 | 5] = n;
    total += n;
    sum += n * row.rating;
  }
  const rating = ratingSummary(total, sum);
  return { rating, distribution, total };
}

/** One page of a product's published reviews, newest or most useful first. */
export function publishedReviews(db: Database, productId: string, query: ProductReviewQuery) {
  const order =
    query.sort === 'uteis'
      ? [desc(reviews.helpfulCount), desc(reviews.publishedAt), desc(reviews.id)]
      : [desc(reviews.publishedAt), desc(reviews.id)];
  return db
    .select({ review: reviews, firstName: customers.firstName, lastName: customers.lastName })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'publicada')))
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/** The office's page of the store's reviews, newest first, optionally of one status. */
export async function officeReviews(
  db: Database,
  storeId: string,
  query: OfficeReviewQuery,
  id?: string,
) {
  const where = and(
    eq(reviews.storeId, storeId),
    id ? eq(reviews.id, id) : undefined,
    query.status ? eq(reviews.status, query.status) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        review: reviews,
        productName: products.name,
        orderCode: orders.code,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
