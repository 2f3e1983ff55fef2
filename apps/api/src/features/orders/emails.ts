import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, sellers, stores } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { loadOrderDetail, type OrderRow } from './serialize.ts';
import { storeLink } from '../email/links.ts';
import {
  newSaleEmail,
  orderCancelledEmail,
  orderReceivedEmail,
  orderShippedEmail,
  paymentConfirmedEmail,
} from './email-templates.ts';
import { queueEmail } from '../email/outbox.ts';
import { refundEmail } from './refund-email-templates.ts';

/** What happened to an order that its shopper (and, once paid, its sellers) hear about. */
export type OrderNews =
  | { kind: 'placed' }
  | { kind: 'paid' }
  | { kind: 'shipped' }
  | { kind: 'cancelled'; reason: string | null; wasPaid: boolean }
  /** A refund of the order reached a status (features/refunds). */
  | { kind: 'refund'; refundId: string };

/** The order's page in the storefront, and the sale's in the seller office. */
const ORDER_PATH = (code: string) => `/minha-conta/meus-pedidos/${encodeURIComponent(code)}`;
const SALE_PATH = (code: string) =>
  `/vendedor/minha-conta/minhas-vendas/${encodeURIComponent(code)}`;

/**
 * Queues the e-mails `news` calls for, in `db`: the transaction that made the change, so they
 * exist exactly when it does. `order` is the row as that transaction left it. A card order is
 * paid when placed: its shopper gets the one "payment confirmed" e-mail, its sellers "Nova venda".
 */
export async function queueOrderEmails(
  db: Database,
  deps: Pick<AppDeps, 'config' | 'now'>,
  order: OrderRow,
  news: OrderNews,
): Promise<void> {
  const now = deps.now();
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId));
  const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId));
  if (!store || !customer) return;
  const detail = await loadOrderDetail(db, order, now, { qr: false });
  const links = { config: deps.config, db };
  const input = {
    storeName: store.name,
    firstName: customer.firstName,
    order: detail,
    link: await storeLink(links, store.id, ORDER_PATH(order.code)),
  };
  if (news.kind === 'refund') {
    const refund = detail.refunds.find((one) => one._id === news.refundId);
    if (!refund) return;
    const email = refundEmail(input, refund);
    await queueEmail(db, { storeId: store.id, to: customer.email, email, now });
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
  await queueEmail(db, { storeId: store.id, to: customer.email, email, now });
  if (!paid) return;
  // Sellers who have accepted their invitation (a password): the link opens their office.
  const team = await db
    .select()
    .from(sellers)
    .where(and(eq(sellers.storeId, store.id), isNotNull(sellers.passwordHash)));
  if (team.length === 0) return;
  const saleLink = await storeLink(links, store.id, SALE_PATH(order.code), 'seller-office');
  for (const seller of team) {
    const sale = newSaleEmail({ ...input, firstName: seller.firstName, link: saleLink });
    await queueEmail(db, { storeId: store.id, to: seller.email, email: sale, now });
  }
}
