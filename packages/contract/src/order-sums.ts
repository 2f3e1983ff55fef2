import { formatBRL } from '@vitrine/domain/money';

// The money lines of an order as people read them, one definition for every place that shows
// them (the storefront's order page, the e-mails): same labels, same lines, and the lines add up
// to the total (subtotal − coupon − discount + shipping + instalment interest; the order of
// operations is @vitrine/domain/coupon's).

export const ORDER_SUM_LABELS = {
  subtotal: 'Subtotal',
  /** Followed by the code: 'Cupom BEMVINDO10'. */
  coupon: 'Cupom',
  discount: 'Desconto',
  shipping: 'Frete',
  freeShipping: 'Grátis',
  interest: 'Juros do parcelamento',
  total: 'Total',
} as const;

/**
 * The freight an order was placed with (contract orderFreightSchema), which the order page, the
 * sale and the e-mails name next to the money lines (its price is the 'Frete' line).
 */
export type OrderSumsFreight = {
  kind: 'table' | 'carrier' | 'pickup' | 'flat';
  service: string;
  carrier: string | null;
  days_min: number | null;
  days_max: number | null;
};

/** 'até 1 dia útil', 'até 8 dias úteis' (the latest day: what the shopper counts on). */
export const deliveryDays = (days: number) =>
  `até ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}`;

/**
 * The freight as one phrase: 'SEDEX (Correios), até 3 dias úteis', 'Entrega da loja, até 5 dias
 * úteis', 'Retirar na loja', 'Entrega padrão'.
 */
export function freightDescription(freight: OrderSumsFreight): string {
  const service = freight.carrier ? `${freight.service} (${freight.carrier})` : freight.service;
  if (freight.kind === 'pickup' || freight.days_max === null) return service;
  return `${service}, ${deliveryDays(freight.days_max)}`;
}

export type OrderSums = {
  subtotal: number;
  /** The coupon the order was placed with and what it took off (absent or null: none). */
  coupon_code?: string | null;
  coupon_discount?: number;
  discount: number;
  shipping: number;
  interest: number;
  total: number;
};

export type OrderSumLine = {
  key: 'subtotal' | 'coupon' | 'discount' | 'shipping' | 'interest' | 'total';
  label: string;
  /** What the line reads: 'R$ 1.234,56', '-R$ 10,00', 'Grátis'. */
  value: string;
};

/** Subtotal, the coupon (if any), the discount (if any), shipping, the interest (if any), total. */
export function orderSumLines(order: OrderSums): OrderSumLine[] {
  const t = ORDER_SUM_LABELS;
  return [
    { key: 'subtotal' as const, label: t.subtotal, value: formatBRL(order.subtotal) },
    ...(order.coupon_code && order.coupon_discount
      ? [
          {
            key: 'coupon' as const,
            label: `${t.coupon} ${order.coupon_code}`,
            value: `-${formatBRL(order.coupon_discount)}`,
          },
        ]
      : []),
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
