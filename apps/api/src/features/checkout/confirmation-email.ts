import { formatBRL, round2 } from '@vitrine/domain';
import { eq } from 'drizzle-orm';
import { customers, orderItems, type orders } from '../../db/schema/index.ts';
import type { AppDeps, StoreRow } from '../../http/context.ts';
import { fromCents } from '../../lib/money.ts';
import { storeLink } from '../email/links.ts';
import { sendEmail } from '../email/outbox.ts';
import { orderConfirmationEmail } from '../email/templates.ts';

type OrderRow = typeof orders.$inferSelect;

function paymentLine(order: OrderRow, pixMinutes: number): string {
  const { payment } = order;
  if (payment.method === 'pix') return `Pix — pague em até ${pixMinutes} minutos`;
  if (payment.method === 'boleto') {
    const [year, month, day] = payment.due_date.split('-');
    return `Boleto — vence em ${day}/${month}/${year}`;
  }
  const installment = round2(fromCents(order.totalCents) / order.installments);
  return `Cartão ${payment.brand} final ${payment.last4} em ${order.installments}x de ${formatBRL(installment)}`;
}

/** The pt-BR order confirmation, sent once the order exists (never inside its transaction). */
export async function sendOrderConfirmation(deps: AppDeps, store: StoreRow, order: OrderRow) {
  const [customer] = await deps.db
    .select()
    .from(customers)
    .where(eq(customers.id, order.customerId));
  if (!customer) return;
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const email = orderConfirmationEmail({
    storeName: store.name,
    firstName: customer.firstName,
    code: order.code,
    createdAt: order.createdAt,
    items: items.map((item) => ({
      name: item.variationName ? `${item.name} (${item.variationName})` : item.name,
      quantity: item.quantity,
      total: fromCents(item.totalCents),
    })),
    shipping: fromCents(order.shippingCents),
    discount: fromCents(order.discountCents),
    total: fromCents(order.totalCents),
    paymentLine: paymentLine(order, deps.config.PIX_EXPIRY_MINUTES),
    link: await storeLink(deps, store.id, `/minha-conta/meus-pedidos/${order.code}`),
  });
  await sendEmail(deps, { storeId: store.id, to: customer.email, email });
}
