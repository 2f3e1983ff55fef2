import { round2 } from '@vitrine/domain';
import { CARRIERS, trackingUrl } from '@vitrine/domain/carriers';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { orders } from '../../db/schema/index.ts';
import { orderEvents, orderItems, orderRefunds } from '../../db/schema/index.ts';
import type { OrderFreight } from '@vitrine/contract/orders';
import { fromCents } from '../../lib/money.ts';
import { plainImage } from '../../lib/asset-paths.ts';
import { refundFieldsOf, type RefundRow } from './refund-view.ts';
import { effectiveStatus, ORDER_STATUS_LABELS } from './status.ts';

export type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

/**
 * How the order is paid. A pix gives its BR Code ("copia e cola"), not a picture of it: whoever
 * shows it draws the QR code (the storefront does, while the order awaits payment), so no answer
 * or e-mail pays for drawing one.
 */
function paymentOf(order: OrderRow) {
  const { payment } = order;
  const expiresAt = order.paymentExpiresAt?.toISOString() ?? '';
  if (payment.method === 'pix') return { ...payment, expires_at: expiresAt };
  if (payment.method === 'boleto') return { ...payment, expires_at: expiresAt };
  return {
    method: 'card' as const,
    brand: payment.brand,
    last4: payment.last4,
    installments: order.installments,
    installment_amount: round2(fromCents(order.totalCents) / order.installments),
  };
}

/** Who carries the order and where its tracking code is followed (null: nowhere). */
function shipmentOf(order: OrderRow) {
  const slug = order.shippingCarrier;
  const code = order.trackingCode;
  return {
    shipping_carrier: slug ? { slug, name: CARRIERS[slug].name } : null,
    tracking_url: slug && code ? trackingUrl(slug, code) : null,
  };
}

function itemOf(item: ItemRow) {
  return {
    code: item.productCode,
    variation: item.variationCode,
    kind: item.kind,
    name: item.name,
    variation_name: item.variationName,
    image: plainImage(item.image),
    unit_price: fromCents(item.unitPriceCents),
    qnt: item.quantity,
    total: fromCents(item.totalCents),
  };
}

/** The full order as the customer's order page and the seller's sale page read it. */
export function toOrderDetail(
  order: OrderRow,
  items: ItemRow[],
  events: EventRow[],
  now: Date,
  refunds: RefundRow[] = [],
) {
  const status = effectiveStatus(order, now);
  const history = events.map((event) => ({
    status: event.status,
    status_label: ORDER_STATUS_LABELS[event.status],
    at: event.createdAt.toISOString(),
    note: event.note,
  }));
  if (status === 'expirado' && order.status !== 'expirado' && order.paymentExpiresAt) {
    history.push({
      status,
      status_label: ORDER_STATUS_LABELS.expirado,
      at: order.paymentExpiresAt.toISOString(),
      note: 'Prazo de pagamento encerrado.',
    });
  }
  return {
    code: order.code,
    status,
    status_label: ORDER_STATUS_LABELS[status],
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_method: order.paymentMethod,
    installments: order.installments,
    subtotal: fromCents(order.subtotalCents),
    coupon_code: order.couponCode,
    coupon_discount: fromCents(order.couponDiscountCents),
    discount: fromCents(order.discountCents),
    shipping: fromCents(order.shippingCents),
    freight: freightOf(order),
    interest: fromCents(order.interestCents),
    total: fromCents(order.totalCents),
    address: order.address,
    customer_cpf: order.customerCpf,
    customer_company: companyOf(order),
    whatsapp_number: order.whatsappNumber,
    tracking_code: order.trackingCode,
    ...shipmentOf(order),
    items: items.map(itemOf),
    payment: paymentOf(order),
    history,
    ...refundFieldsOf(order, items, refunds),
  };
}

/** The freight option the order was placed with, as the contract says it. */
export function freightOf(order: typeof orders.$inferSelect): OrderFreight | null {
  if (!order.freightKind || order.freightService === null) return null;
  return {
    kind: order.freightKind,
    service: order.freightService,
    carrier: order.freightCarrier,
    days_min: order.freightDaysMin,
    days_max: order.freightDaysMax,
  };
}

/** An order's lines and history, prepared: read for every paid order's e-mail and every order page. */
const itemsOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderItems.name))
    .prepare('order_items_of_order'),
);
const eventsOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderEvents.createdAt))
    .prepare('order_events_of_order'),
);

export async function loadOrderDetail(
  db: Database,
  order: OrderRow,
  now: Date,
  /** False when the order can have none (its payment confirmed in this transaction). */
  withRefunds = true,
) {
  const [items, events, refunds] = await Promise.all([
    itemsOfOrder(db).execute({ orderId: order.id }),
    eventsOfOrder(db).execute({ orderId: order.id }),
    withRefunds ? db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)) : [],
  ]);
  return toOrderDetail(order, items, events, now, refunds);
}

/** List rows: status, total and the first item for the thumbnail, one query for all items. */
export async function toOrderSummaries(db: Database, rows: OrderRow[], now: Date) {
  const items = rows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.name))
    : [];
  return rows.map((order) => {
    const mine = items.filter((item) => item.orderId === order.id);
    const status = effectiveStatus(order, now);
    const first = mine[0];
    return {
      code: order.code,
      status,
      status_label: ORDER_STATUS_LABELS[status],
      created_at: order.createdAt.toISOString(),
      total: fromCents(order.totalCents),
      payment_method: order.paymentMethod,
      items_count: mine.reduce((sum, item) => sum + item.quantity, 0),
      first_item: first ? { name: first.name, image: plainImage(first.image) } : null,
    };
  });
}

/** The company the order was bought as, when it was (orders.customer_cnpj and the rest). */
function companyOf(order: typeof orders.$inferSelect) {
  if (!order.customerCnpj || !order.customerIeKind) return null;
  return {
    cnpj: order.customerCnpj,
    legal_name: order.customerLegalName ?? '',
    ie_kind: order.customerIeKind as 'contribuinte' | 'isento' | 'nao_contribuinte',
    state_registration: order.customerStateRegistration ?? '',
  };
}
