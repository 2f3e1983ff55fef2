import { parse, type ApiClient } from '../client.ts';
import { orderSchema, type Order } from '@vitrine/contract/orders';

/**
 * GET {apiBase}/orders/{code} — spec §2 /minha-conta/meus-pedidos/{code} and the payment
 * screens /finalizar-compra/{pix,boleto,card}/{code} (QR code, boleto line, card summary).
 */
export function getOrder(client: ApiClient, code: string): Promise<Order> {
  return parse(orderSchema, client.api.get(`orders/${encodeURIComponent(code)}`));
}
