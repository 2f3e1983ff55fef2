import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';

/**
 * One of the logged shopper's orders of this store by code. Someone else's order is "not
 * found", not "forbidden": its existence is not told either.
 */
export async function findCustomerOrder(
  db: Database,
  session: { storeId: string; accountId: string },
  code: string,
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, session.storeId),
        eq(orders.customerId, session.accountId),
        eq(orders.code, code.toUpperCase()),
      ),
    );
  if (!order) throw notFound('Pedido não encontrado.');
  return order;
}
