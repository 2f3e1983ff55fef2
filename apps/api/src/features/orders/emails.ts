import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { orderEvents, orderItems } from '../../db/schema/index.ts';
import { customers, sellers, stores } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { loadOrderDetail, toOrderDetail, type OrderRow } from './serialize.ts';
import { ORDER_PATH, storeLinks } from '../email/links.ts';
import {
  newSaleEmail,
  orderCancelledEmail,
  orderReceivedEmail,
  orderShippedEmail,
  paymentConfirmedEmail,
} from './email-templates.ts';
import { queueEmail, queueEmails } from '../email/outbox.ts';
import { refundEmail } from './refund-email-templates.ts';
import { queueOrderWhatsapp } from '../whatsapp/messages.ts';

type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

/** What happened to an order that its shopper (and, once paid, its sellers) hear about. */
export type OrderNews =
  | { kind: 'placed' }
  | { kind: 'paid' }
  | { kind: 'shipped' }
  | { kind: 'cancelled'; reason: string | null; wasPaid: boolean }
  /** A refund of the order reached a status (features/refunds). */
  | { kind: 'refund'; refundId: string };

const customerOf = preparedQuery((db) =>
  db
    .select({ firstName: customers.firstName, email: customers.email })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('id')))
    .prepare('order_email_customer'),
);

/** Sellers who have accepted their invitation (a password): their office's "Nova venda". */
const teamOf = preparedQuery((db) =>
  db
    .select({ email: sellers.email, firstName: sellers.firstName })
    .from(sellers)
    .where(and(eq(sellers.storeId, sql.placeholder('storeId')), isNotNull(sellers.passwordHash)))
    .prepare('order_email_team'),
);

/** The order's page in the storefront, and the sale's in the seller office. */
const SALE_PATH = (code: string) =>
  `/vendedor/minha-conta/minhas-vendas/${encodeURIComponent(code)}`;

/**
 * What the caller already holds of an order's e-mail, so the transaction does not read it again:
 * the store row, the shopper (first name, e-mail), and, for an order made in this transaction,
 * its lines and history as inserted (a new order has no refunds).
 */
export type OrderEmailParts = {
  store?: Pick<StoreRow, 'id' | 'name'>;
  customer?: { firstName: string; email: string };
  made?: { items: ItemRow[]; events: EventRow[] };
};

/**
 * Queues the e-mails `news` calls for, in `db`: the transaction that made the change, so they
 * exist exactly when it does. `order` is the row as that transaction left it. A card order is
 * paid when placed: its shopper gets the one "payment confirmed" e-mail, its sellers "Nova venda".
 */
export async function queueOrderEmails(
  db: Database,
  deps: Pick<AppDeps, 'config' | 'now' | 'jobs' | 'logger'>,
  order: OrderRow,
  news: OrderNews,
  known: OrderEmailParts = {},
): Promise<void> {
  const now = deps.now();
  const store =
    known.store ?? (await db.select().from(stores).where(eq(stores.id, order.storeId)))[0];
  const customer = known.customer ?? (await customerOf(db).execute({ id: order.customerId }))[0];
  if (!store || !customer) return;
  // An order whose payment this transaction confirms has no refund yet.
  const detail = known.made
    ? toOrderDetail(order, known.made.items, known.made.events, now)
    : await loadOrderDetail(db, order, now, news.kind !== 'paid');
  const link = await storeLinks({ config: deps.config, db }, store.id);
  const input = {
    storeName: store.name,
    firstName: customer.firstName,
    order: detail,
    link: link(ORDER_PATH(order.code)),
  };
  if (news.kind === 'refund') {
    const refund = detail.refunds.find((one) => one._id === news.refundId);
    if (!refund) return;
    const email = refundEmail(input, refund);
    await queueEmail(db, deps.jobs, { storeId: store.id, to: customer.email, email, now });
    return;
  }
  const paid = news.kind === 'paid' || (news.kind === 'placed' && order.status === 'pago');
  const email =
    news.kind === 'shipped'
      ? orderShippedEmail(input)
      : news.kind === 'cancelled'
        ? orderCancelledEmail({ ...input, reason: news.reason, wasPaid: news.wasPaid })
        : paid
          ? paymentConfirmedEmail(input)
          : orderReceivedEmail(input);
  const shopper = { storeId: store.id, to: customer.email, email, now };
  // Besides the e-mail, never instead: its WhatsApp message, when the shopper opted in.
  if (paid || news.kind === 'shipped') {
    const parts = { storeName: store.name, firstName: customer.firstName, link: input.link };
    await queueOrderWhatsapp(db, deps, order, paid ? 'paid' : 'shipped', parts);
  }
  if (!paid) {
    await queueEmail(db, deps.jobs, shopper);
    return;
  }
  // Sellers who have accepted their invitation (a password): the link opens their office.
  const team = await teamOf(db).execute({ storeId: store.id });
  const saleLink = link(SALE_PATH(order.code), 'seller-office');
  // The shopper's and the sellers' e-mails in one statement, the shopper's first.
  await queueEmails(db, deps.jobs, [
    shopper,
    ...team.map((seller) => ({
      storeId: store.id,
      to: seller.email,
      email: newSaleEmail({ ...input, firstName: seller.firstName, link: saleLink }),
      now,
    })),
  ]);
}
