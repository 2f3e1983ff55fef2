import { z } from './zod.ts';
import { daySchema, moneySchema } from './common.ts';
import { paymentMethodSchema } from './orders.ts';

// Issue #37 §6: the seller's reports (/vendedor/relatorios), a period and the one before it.

/** The longest period a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** How many products the report ranks. */
export const REPORT_TOP_PRODUCTS = 10;

const day = daySchema('Use a data no formato AAAA-MM-DD.');

/** Both days of the period, inclusive; none: the last 30 days, today the last. */
export const reportQuerySchema = z.object({
  from: day.optional(),
  to: day.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** The figures of one period (money in reais with two decimals, as every answer). */
export const reportFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Sales paid in the period: their totals, freight and interest included. */
  gross: moneySchema,
  /** What coupons and the payment method's discount took off those sales. */
  discounts: moneySchema,
  /** Money given back in the period on sales that still count (returns). */
  refunds: moneySchema,
  /** gross − refunds. */
  net: moneySchema,
  orders: z.number().int(),
  /** gross ÷ orders, to the centavo; 0 without orders. */
  average_order_value: moneySchema,
  visits: z.number().int(),
  /** orders ÷ visits (0.025 is 2,5%); null without visits. */
  conversion: z.number().nullable(),
  /** Carts whose first reminder was sent in the period. */
  carts_abandoned: z.number().int(),
  /** Of those, the ones an order closed afterwards. */
  carts_recovered: z.number().int(),
  /** The recovered carts' orders that count as sales: their totals. */
  recovered_revenue: moneySchema,
  /** Reviews written in the period, but those the seller hid. */
  reviews: z.number().int(),
  /** Their stars' average (one decimal); null: none. */
  review_average: z.number().nullable(),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

const revenueRow = {
  orders: z.number().int(),
  revenue: moneySchema,
  previous_orders: z.number().int(),
  previous_revenue: moneySchema,
};

export const reportSchema = z.object({
  current: reportFiguresSchema,
  previous: reportFiguresSchema,
  /** One row per day of the period, days without sales or visits included. */
  daily: z.array(
    z.object({
      day: z.string(),
      revenue: moneySchema,
      orders: z.number().int(),
      visits: z.number().int(),
    }),
  ),
  /** The period's best-selling products by revenue (the items' own totals), at most 10. */
  top_products: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      units: z.number().int(),
      revenue: moneySchema,
    }),
  ),
  payment_methods: z.array(z.object({ method: paymentMethodSchema, ...revenueRow })),
  /** By the freight option chosen; `service` null: sales that shipped nothing. */
  freight_options: z.array(
    z.object({
      service: z.string().nullable(),
      carrier: z.string().nullable(),
      /** The freight the shoppers paid for it. */
      shipping: moneySchema,
      ...revenueRow,
    }),
  ),
});
export type Report = z.infer<typeof reportSchema>;
