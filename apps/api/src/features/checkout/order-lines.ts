import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findAddress } from '../addresses/reads.ts';
import { toAddress } from '../addresses/serialize.ts';
import type { CartLine } from '../cart/reads.ts';

// The parts of an order copied at checkout: the delivery address and each line, at the price
// charged. Later edits to the address book or the catalog never rewrite an order.

export async function shippingAddress(
  tx: Database,
  owner: { storeId: string; customerId: string },
  addressId: string | undefined,
) {
  if (!addressId) throw badRequest('address_required', 'Escolha o endereço de entrega.');
  // Only the customer's own address: another customer's id is just "not found".
  const row = await findAddress(tx, owner, addressId);
  if (!row) throw notFound('Endereço não encontrado.', 'address_not_found');
  // The address as the customer sees it, less what only the address book needs.
  const { id: _id, is_default: _isDefault, ...snapshot } = toAddress(row);
  return snapshot;
}

export const itemName = (line: CartLine) =>
  line.variation.name ? `${line.product.name} (${line.variation.name})` : line.product.name;

export function snapshot(orderId: string, line: CartLine) {
  return {
    orderId,
    productId: line.product.id,
    variationId: line.variation.id,
    kind: line.product.kind,
    productCode: line.product.code,
    variationCode: line.variation.code,
    name: line.product.name,
    variationName: line.variation.name,
    image: line.variation.images[0] ?? line.product.images[0] ?? null,
    unitPriceCents: line.variation.priceCents,
    quantity: line.quantity,
    totalCents: line.variation.priceCents * line.quantity,
  };
}
