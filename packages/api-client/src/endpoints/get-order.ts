import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { orderSchema, type Order } from '@vitrine/contract/orders';
import { ordersQueryKey } from './get-orders.ts';

/**
 * GET {apiBase}/orders/{code} — spec §2 /minha-conta/meus-pedidos/{code} and the payment
 * screens /finalizar-compra/{pix,boleto,card}/{code} (QR code, boleto line, card summary).
 */
export function getOrder(client: ApiClient, code: string): Promise<Order> {
  return parse(orderSchema, client.api.get(`orders/${encodeURIComponent(code)}`));
}

export const orderQueryKey = (code: string) => [...ordersQueryKey, 'detail', code] as const;

/** `refetchInterval` lets a pix screen notice the payment; the caller decides the cadence. */
export function orderQueryOptions(client: ApiClient, code: string) {
  return queryOptions({ queryKey: orderQueryKey(code), queryFn: () => getOrder(client, code) });
}
