import type { Sale } from '@vitrine/contract/sales';
import { returnRefundCents } from '@vitrine/domain/refunds';

// The amount the API will refund for a return (domain refunds.ts, the rule it applies), so the
// dialog shows it before the seller confirms. Lines are named `code/variation`, as the API
// finds them.

const lineId = (item: { code: string; variation: string }) => `${item.code}/${item.variation}`;
const cents = (reais: number) => Math.round(reais * 100);

/** Units of each line already returned in earlier refunds. */
export function returnedUnits(sale: Sale): Record<string, number> {
  const units: Record<string, number> = {};
  for (const refund of sale.refunds) {
    if (refund.kind !== 'return') continue;
    for (const item of refund.items) {
      units[lineId(item)] = (units[lineId(item)] ?? 0) + item.quantity;
    }
  }
  return units;
}

/** How many units of `item` may still come back. */
export function unitsLeft(sale: Sale, item: Sale['items'][number]): number {
  return item.qnt - (returnedUnits(sale)[lineId(item)] ?? 0);
}

/** Reais the API refunds for `quantities` (by item index), capped by what is left to refund. */
export function returnAmount(sale: Sale, quantities: readonly number[]): number {
  const returning: Record<string, number> = {};
  sale.items.forEach((item, index) => {
    const quantity = quantities[index] ?? 0;
    if (quantity > 0) returning[lineId(item)] = (returning[lineId(item)] ?? 0) + quantity;
  });
  const share = returnRefundCents(
    {
      subtotalCents: cents(sale.subtotal),
      shippingCents: cents(sale.shipping),
      totalCents: cents(sale.total),
      lines: sale.items.map((item) => ({
        id: lineId(item),
        unitPriceCents: cents(item.unit_price),
        quantity: item.qnt,
      })),
    },
    returnedUnits(sale),
    returning,
  );
  return Math.min(share, cents(sale.refundable)) / 100;
}
