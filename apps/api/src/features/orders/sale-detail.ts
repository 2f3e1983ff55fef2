import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers, orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { loadOrderDetail, type OrderRow } from './serialize.ts';
import { defaultCarrierOf } from './carrier.ts';
import { saleWhatsappOf } from '../whatsapp/messages.ts';

/** An order of the seller's store by code; another store's code is "not found". */
export async function findSale(db: Database, storeId: string, code: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.code, code.toUpperCase())));
  if (!order) throw notFound('Venda não encontrada.');
  return order;
}

/**
 * The order detail plus who bought it (spec §2 sale detail), the carrier to preselect, and the
 * shopper's WhatsApp updates.
 */
export async function loadSaleDetail(db: Database, order: OrderRow, now: Date) {
  const [buyer] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, order.customerId), eq(customers.storeId, order.storeId)));
  const [detail, whatsapp] = await Promise.all([
    loadOrderDetail(db, order, now),
    saleWhatsappOf(db, order),
  ]);
  return {
    ...detail,
    customer: {
      _id: order.customerId,
      first_name: buyer?.firstName ?? '',
      last_name: buyer?.lastName ?? '',
      email: buyer?.email ?? '',
      phone: buyer?.phone ?? null,
      cpf: order.customerCpf ?? buyer?.cpf ?? null,
    },
    default_carrier: defaultCarrierOf(order),
    whatsapp,
  };
}
