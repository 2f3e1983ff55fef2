import { formatBRL } from '@vitrine/domain/money';

// The money lines of an order as people read them, one definition for every place that shows
// them (the storefront's order page, the e-mails): same labels, same lines, and the lines add up
// to the total (subtotal − discount + shipping + instalment interest).

export const ORDER_SUM_LABELS = {
  subtotal: 'Subtotal',
  discount: 'Desconto',
  shipping: 'Frete',
  freeShipping: 'Grátis',
  interest: 'Juros do parcelamento',
  total: 'Total',
} as const;

export type OrderSums = {
  subtotal: number;
  discount: number;
  shipping: number;
  interest: number;
  total: number;
};

export type OrderSumLine = {
  key: 'subtotal' | 'discount' | 'shipping' | 'interest' | 'total';
  label: string;
  /** What the line reads: 'R$ 1.234,56', '-R$ 10,00', 'Grátis'. */
  value: string;
};

/** Subtotal, the discount (if any), shipping, the interest (if any), total. */
export function orderSumLines(order: OrderSums): OrderSumLine[] {
  const t = ORDER_SUM_LABELS;
  return [
    { key: 'subtotal' as const, label: t.subtotal, value: formatBRL(order.subtotal) },
    ...(order.discount > 0
      ? [{ key: 'discount' as const, label: t.discount, value: `-${formatBRL(order.discount)}` }]
      : []),
    {
      key: 'shipping' as const,
      label: t.shipping,
      value: order.shipping > 0 ? formatBRL(order.shipping) : t.freeShipping,
    },
    ...(order.interest > 0
      ? [{ key: 'interest' as const, label: t.interest, value: formatBRL(order.interest) }]
      : []),
    { key: 'total' as const, label: t.total, value: formatBRL(order.total) },
  ];
}
