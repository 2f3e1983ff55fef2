import type { operatorStoresQuerySchema } from '@vitrine/contract/operators';
import type { z } from 'zod';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  imageRenditions,
  operatorActions,
  operators,
  orders,
  products,
  sellers,
  storeDomains,
  storeHosts,
  stores,
  twoFactor,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like.ts';
import { fromCents } from '../../lib/money.ts';

// The console's reads: every store with its last 30 days, its size, where it answers; one
// store with its owners, domains, checklist and what operators did to it.

const DAY = 24 * 60 * 60 * 1000;

/** The figures of each store, in one statement (each a correlated aggregate on its index). */
// The outer store, qualified: drizzle names a column of the selected table bare ("id"), which
// inside a subquery would be the subquery's own.
const STORE_ID = sql.raw('"stores"."id"');

function figures(now: Date) {
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  return {
    orders30d: sql<number>`(select count(*)::int from ${orders} o where o.store_id = ${STORE_ID} and o.paid_at >= ${since}::timestamptz)`,
    revenueCents30d: sql<number>`(select coalesce(sum(o.total_cents), 0)::bigint from ${orders} o where o.store_id = ${STORE_ID} and o.paid_at >= ${since}::timestamptz)`,
    products: sql<number>`(select count(*)::int from ${products} p where p.store_id = ${STORE_ID} and p.status <> 'archived')`,
    imageBytes: sql<number>`(select coalesce(sum(r.byte_length), 0)::bigint from ${imageRenditions} r where r.store_id = ${STORE_ID})`,
    platformHost: sql<
      string | null
    >`(select min(h.host) from ${storeHosts} h where h.store_id = ${STORE_ID} and h.host not in (select d.domain from ${storeDomains} d where d.store_id = ${STORE_ID}))`,
  };
}

type OperatorStoresQuery = z.output<typeof operatorStoresQuerySchema>;

function stateFilter(state: OperatorStoresQuery['state']): SQL | undefined {
  if (!state) return undefined;
  if (state === 'suspended') return sql`${stores.suspendedAt} is not null`;
  return and(eq(stores.status, state), sql`${stores.suspendedAt} is null`);
}

function textFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  return sql`(lower(${stores.name}) like ${pattern} or ${stores.slug} like ${pattern}
    or exists (select 1 from ${storeHosts} h where h.store_id = ${STORE_ID} and h.host like ${pattern})
    or exists (select 1 from ${sellers} s where s.store_id = ${STORE_ID} and s.role = 'owner' and s.email like ${pattern}))`;
}

const ORDER = {
  created_desc: [desc(stores.createdAt), asc(stores.id)],
  name: [asc(stores.name), asc(stores.id)],
} as const;

export async function listStores(db: Database, query: OperatorStoresQuery, now: Date) {
  const f = figures(now);
  const where = and(
    stateFilter(query.state),
    textFilter(query.q),
    query.created_from ? sql`${stores.createdAt} >= ${query.created_from}::date` : undefined,
    query.created_to ? sql`${stores.createdAt} < ${query.created_to}::date + 1` : undefined,
  );
  const orderBy =
    query.sort === 'revenue_desc' ? [desc(f.revenueCents30d), asc(stores.id)] : ORDER[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select({ store: stores, ...f })
      .from(stores)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(stores)
      .where(where),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export type StoreListRow = Awaited<ReturnType<typeof listStores>>['rows'][number];

export function toStoreRow(row: StoreListRow) {
  const { store } = row;
  return {
    _id: store.id,
    name: store.name,
    slug: store.slug,
    host: store.primaryHost ?? row.platformHost ?? store.slug,
    status: store.status,
    suspension: store.suspendedAt
      ? { at: store.suspendedAt.toISOString(), reason: store.suspensionReason ?? '' }
      : null,
    created_at: store.createdAt.toISOString(),
    orders_30d: Number(row.orders30d),
    revenue_30d: fromCents(Number(row.revenueCents30d)),
    products: Number(row.products),
    image_bytes: Number(row.imageBytes),
  };
}

export async function readStore(db: Database, id: string, now: Date) {
  const [row] = await db
    .select({ store: stores, ...figures(now) })
    .from(stores)
    .where(eq(stores.id, id));
  if (!row) return null;
  const [owners, [team], domains, actions] = await Promise.all([
    db
      .select({
        firstName: sellers.firstName,
        lastName: sellers.lastName,
        email: sellers.email,
        phone: sellers.phone,
        twoFactor: sql<boolean>`exists (select 1 from ${twoFactor} t where t.account_kind = 'seller' and t.account_id = ${sellers.id} and t.confirmed_at is not null)`,
      })
      .from(sellers)
      .where(and(eq(sellers.storeId, id), eq(sellers.role, 'owner')))
      .orderBy(asc(sellers.createdAt)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sellers)
      .where(eq(sellers.storeId, id)),
    db
      .select({ domain: storeDomains.domain, status: storeDomains.status })
      .from(storeDomains)
      .where(eq(storeDomains.storeId, id))
      .orderBy(asc(storeDomains.domain)),
    db
      .select({
        id: operatorActions.id,
        action: operatorActions.action,
        reason: operatorActions.reason,
        createdAt: operatorActions.createdAt,
        firstName: operators.firstName,
        lastName: operators.lastName,
      })
      .from(operatorActions)
      .leftJoin(operators, eq(operators.id, operatorActions.operatorId))
      .where(eq(operatorActions.storeId, id))
      .orderBy(desc(operatorActions.createdAt)),
  ]);
  return { row, owners, teamSize: team?.count ?? 0, domains, actions };
}
