// Refunds of a paid order (whole, when it is cancelled; in part, for returned items): how much a
// return gives back, and where a boleto's shopper may receive it. Cents everywhere.

/** One line of the order: its price per unit and how many were bought. */
export type RefundLine = { id: string; unitPriceCents: number; quantity: number };

/** What the order charged: the items' subtotal, the freight and the total paid. */
export type RefundOrder = {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
  lines: readonly RefundLine[];
};

/** Units per order line (line id → quantity). */
export type LineQuantities = Readonly<Record<string, number>>;

function valueOf(lines: readonly RefundLine[], quantities: LineQuantities): bigint {
  return lines.reduce(
    (sum, line) => sum + BigInt(line.unitPriceCents) * BigInt(quantities[line.id] ?? 0),
    0n,
  );
}

/**
 * The share of the goods' payment that `quantities` stand for. What was paid for the goods is
 * the total without the freight: the coupon, the pix/boleto discount and the card's interest
 * were spread over the items by price, so each unit carries its price's share of them.
 */
function goodsShare(order: RefundOrder, quantities: LineQuantities): bigint {
  const subtotal = BigInt(order.subtotalCents);
  if (subtotal <= 0n) return 0n;
  const goodsPaid = BigInt(Math.max(0, order.totalCents - order.shippingCents));
  return (goodsPaid * valueOf(order.lines, quantities)) / subtotal;
}

function added(a: LineQuantities, b: LineQuantities): Record<string, number> {
  const sum: Record<string, number> = { ...a };
  for (const [id, quantity] of Object.entries(b)) sum[id] = (sum[id] ?? 0) + quantity;
  return sum;
}

/** True when `quantities` covers every unit of every line. */
export function coversWholeOrder(order: RefundOrder, quantities: LineQuantities): boolean {
  return order.lines.every((line) => (quantities[line.id] ?? 0) >= line.quantity);
}

/**
 * What a return of `returning` gives back, after the earlier returns `returned`:
 * (total − freight) × (returned items' price × quantity) / subtotal, rounded down, computed
 * for everything returned so far minus what the earlier returns gave — so the returns of every
 * unit add up to exactly what the goods cost, never a cent more from rounding. The freight
 * comes back only with the return that completes the whole order (otherwise the parcel
 * travelled for the items the shopper kept). The caller still caps it by what is left to refund.
 */
export function returnRefundCents(
  order: RefundOrder,
  returned: LineQuantities,
  returning: LineQuantities,
): number {
  const after = added(returned, returning);
  const share = goodsShare(order, after) - goodsShare(order, returned);
  const freight =
    coversWholeOrder(order, after) && !coversWholeOrder(order, returned) ? order.shippingCents : 0;
  return Number(share) + freight;
}

// Where a boleto's shopper may receive a refund: a pix key (pix-key.ts, shared with the store's own).
export { normalizePixKey, PIX_KEY_TYPES, type PixKeyType } from './pix-key.ts';
