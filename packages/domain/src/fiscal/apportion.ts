// Apportionment (rateio) of an order-level amount over its items. An NF-e carries discount and
// freight per item (vDesc, vFrete of each det) and SEFAZ checks that the note's totals are the
// items' sums (rejections 535, 537, 564, 610): so an order's coupon or pix discount and its
// freight are split over the items in whole centavos, proportionally to each item's total, and
// the centavos rounding leaves over go to the largest item — the sum is exact to the centavo.

/**
 * `amountCents` split by `weights` (each item's total, in centavos): each share is its floor of
 * the proportional part, and what the floors leave (fewer centavos than items) goes to the
 * largest weight (the first of equal ones). With `atMostWeight` (a discount, which cannot pass
 * an item's own value) a share never passes its weight: the few centavos the largest cannot take
 * go to the next largest. All weights 0: everything to the first item.
 */
export function apportion(
  amountCents: number,
  weights: readonly number[],
  options: { atMostWeight?: boolean } = {},
): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0)
    throw new RangeError(`apportion: amount must be whole centavos ≥ 0, got ${amountCents}`);
  if (weights.length === 0) {
    if (amountCents === 0) return [];
    throw new RangeError('apportion: an amount needs at least one item');
  }
  if (weights.some((weight) => !Number.isSafeInteger(weight) || weight < 0))
    throw new RangeError('apportion: weights must be whole centavos ≥ 0');
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (options.atMostWeight && amountCents > total)
    throw new RangeError(`apportion: ${amountCents} is more than the items' ${total}`);
  // Largest weight first; equal weights keep their order.
  const byWeight = weights
    .map((weight, index) => ({ weight, index }))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  if (total === 0)
    return weights.map((_, index) => (index === byWeight[0]?.index ? amountCents : 0));
  // BigInt: amount × weight can pass 2^53 for large orders; the floor must be exact.
  const shares = weights.map((weight) =>
    Number((BigInt(amountCents) * BigInt(weight)) / BigInt(total)),
  );
  let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
  for (const { weight, index } of byWeight) {
    if (left === 0) break;
    const room = options.atMostWeight ? weight - (shares[index] ?? 0) : left;
    const given = Math.min(left, room);
    shares[index] = (shares[index] ?? 0) + given;
    left -= given;
  }
  return shares;
}

export type ApportionedItem = {
  /** quantity × unit price, in centavos (the NF-e's vProd). */
  grossCents: number;
  /** This item's part of the order's discounts (vDesc). */
  discountCents: number;
  /** This item's part of the freight (vFrete). */
  freightCents: number;
};

export type OrderAmounts = {
  items: ReadonlyArray<{ quantity: number; unitPriceCents: number }>;
  /** Every discount of the order on its goods: coupon, pix/boleto discount, … */
  discountCents: number;
  freightCents: number;
};

/**
 * Each item's gross, discount and freight: items − discounts + freight = the order's total,
 * and the same holds item by item summed. A discount larger than the goods is refused, and no
 * item's discount passes its own gross (an NF-e item's vDesc cannot pass its vProd).
 */
export function apportionOrder(order: OrderAmounts): ApportionedItem[] {
  const gross = order.items.map((item) => {
    if (!Number.isSafeInteger(item.quantity) || item.quantity <= 0)
      throw new RangeError(`apportionOrder: quantity must be a whole number > 0`);
    if (!Number.isSafeInteger(item.unitPriceCents) || item.unitPriceCents < 0)
      throw new RangeError(`apportionOrder: unit price must be whole centavos ≥ 0`);
    return item.quantity * item.unitPriceCents;
  });
  const discounts = apportion(order.discountCents, gross, { atMostWeight: true });
  const freight = apportion(order.freightCents, gross);
  return gross.map((grossCents, index) => ({
    grossCents,
    discountCents: discounts[index] ?? 0,
    freightCents: freight[index] ?? 0,
  }));
}
