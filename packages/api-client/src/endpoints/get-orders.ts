import { parse, type ApiClient } from '../client.ts';
import { orderListSchema, type OrderStatus } from '@vitrine/contract/orders';

export type OrdersPage = { page?: number; per_page?: number; status?: OrderStatus };

/** GET {apiBase}/orders — spec §2 /minha-conta/meus-pedidos, newest first. */
export function getOrders(client: ApiClient, query: OrdersPage = {}) {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  );
  return parse(orderListSchema, client.api.get('orders', { searchParams }));
}
