import { ORDER_STATUS_LABELS } from '@vitrine/contract/orders';
import { FINISHED_ORDER_STATUSES, type UnfinishedOrders } from '@vitrine/contract/store-life';
import { legalDataMissing } from '@vitrine/domain/store-legal-data';
import type { StoreChecklistStep } from '@vitrine/domain/store-checklist';
import { and, desc, eq, notInArray, or, sql, count as countRows, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders, stores } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';

// Each step of the first-run checklist from the store's data, in one round trip; never from a
// click. What "done" means for each (apps/api/README.md, "A store's life"):

/** A logo, and colours of the store's own (a new store starts with these). */
const DEFAULT_COLORS = [stores.primaryColor.default, stores.secondaryColor.default];

// Written with the tables' names: in a select from one table drizzle leaves its columns
// unqualified, and inside these subqueries "id" would be the inner table's.

/** Sold as soon as the store opens: active, and with a photo to show. */
const product = sql<boolean>`exists (select 1 from products p where p.store_id = stores.id and p.status = 'active' and jsonb_array_length(p.images) > 0)`;

/**
 * A real provider (not the sandbox) receives a method, with the credentials that passed a test.
 * The API Pix counts only with the store's pix key (its charges are made to it; checkout offers
 * no pix without one).
 */
const payments = sql<boolean>`exists (select 1 from payment_settings ps where ps.store_id = stores.id and ((ps.pix_provider = 'pix_api' and ps.pix_api_verified_at is not null and stores.pix_key <> '') or ('mercado_pago' in (ps.pix_provider, ps.card_provider, ps.boleto_provider) and ps.mp_verified_at is not null)))`;

/** The own table on with rows, Melhor Envio on with a token, services and an origin, or pickup. */
const delivery = sql<boolean>`exists (select 1 from freight_settings f where f.store_id = stores.id and ((f.own_table_enabled and exists (select 1 from freight_table_rows r where r.store_id = stores.id)) or (f.melhor_envio_enabled and f.melhor_envio_token_sealed is not null and jsonb_array_length(f.melhor_envio_services) > 0 and f.origin_cep <> '') or (f.pickup_enabled and f.pickup_address <> '')))`;

/**
 * No content page left as the sign-up wrote it: each one published, or saved by a seller
 * since (a draft kept on purpose is the seller's decision), or deleted.
 */
const pagesReviewed = sql<boolean>`not exists (select 1 from pages pg where pg.store_id = stores.id and not pg.published and pg.updated_at <= stores.created_at)`;

/** An owner who proved the e-mail is theirs (the sign-up's link). */
const email = sql<boolean>`exists (select 1 from sellers s where s.store_id = stores.id and s.role = 'owner' and s.email_confirmed_at is not null)`;

export type ChecklistRead = { store: StoreRow; done: Record<StoreChecklistStep, boolean> };

/** The store and each step's state; inside a move's transaction, read with its `tx`. */
export async function readChecklist(db: Database, storeId: string): Promise<ChecklistRead> {
  const [row] = await db
    .select({ store: stores, product, payments, delivery, pages: pagesReviewed, email })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw notFound('Loja não encontrada.', 'store_not_found');
  const { store } = row;
  const ownColors =
    store.primaryColor !== DEFAULT_COLORS[0] || store.secondaryColor !== DEFAULT_COLORS[1];
  return {
    store,
    done: {
      email: row.email,
      identity: store.logo !== null && ownColors,
      product: row.product,
      payments: row.payments,
      delivery: row.delivery,
      legal_data: legalDataMissing(store).length === 0,
      pages: row.pages,
    },
  };
}

/**
 * Orders not finished (the contract's ORDER_STATUSES): paid, being packed, shipped, or awaiting a payment
 * that can still arrive — an unpaid order past its expiry is finished even before the sweep
 * writes it (as orders/status.ts's effectiveStatus reads it). The newest `limit`, and how many.
 */
export async function unfinishedOrders(
  db: Database,
  storeId: string,
  now: Date,
  limit = 100,
): Promise<UnfinishedOrders> {
  const where = and(
    eq(orders.storeId, storeId),
    notInArray(orders.status, [...FINISHED_ORDER_STATUSES]),
    or(
      sql`${orders.status} <> 'aguardando_pagamento'`,
      isNull(orders.paymentExpiresAt),
      gt(orders.paymentExpiresAt, now),
    ),
  );
  // One after the other: inside the close's transaction they share its connection.
  const rows = await db
    .select({
      code: orders.code,
      status: orders.status,
      createdAt: orders.createdAt,
      totalCents: orders.totalCents,
      firstName: customers.firstName,
      lastName: customers.lastName,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const [total] = await db.select({ count: countRows() }).from(orders).where(where);
  return {
    total: total?.count ?? 0,
    orders: rows.map((row) => ({
      code: row.code,
      status: row.status,
      status_label: ORDER_STATUS_LABELS[row.status],
      created_at: row.createdAt.toISOString(),
      total: row.totalCents / 100,
      customer_name: `${row.firstName} ${row.lastName}`.trim(),
    })),
  };
}
