import { saleWhatsappSchema } from './whatsapp.ts';
import { CARRIER_SLUGS } from '@vitrine/domain/carriers';
import {
  normalizeTrackingCode,
  trackingCodeProblem,
  type TrackingProblem,
} from '@vitrine/domain/tracking';
import { z } from './zod.ts';
import { daySchema, moneySchema, pageQuerySchema, paginated, text } from './common.ts';
import {
  ORDER_STATUSES,
  orderSchema,
  type OrderStatus,
  orderSummarySchema,
  paymentMethodSchema,
} from './orders.ts';

// spec §2 /vendedor/minha-conta/minhas-vendas[/{code}]: the store's orders, seen by a seller.

const day = daySchema('Use a data no formato AAAA-MM-DD.');

/** How the sales list may be ordered: newest first (default), oldest, highest or lowest total. */
export const SALE_SORTS = ['recentes', 'antigas', 'maior_valor', 'menor_valor'] as const;
export const saleSortSchema = z.enum(SALE_SORTS);
export type SaleSort = z.infer<typeof saleSortSchema>;

/**
 * A seller's filter by status: one status, or `a_enviar` — paid and not yet shipped (pago or
 * em_separacao), what waits for the seller (the home's "aguardando envio" links to it).
 */
export const AWAITING_SHIPMENT = 'a_enviar' as const;
export const AWAITING_SHIPMENT_STATUSES = [
  'pago',
  'em_separacao',
] as const satisfies readonly OrderStatus[];
export const saleStatusFilterSchema = z.enum([...ORDER_STATUSES, AWAITING_SHIPMENT]);
export type SaleStatusFilter = z.infer<typeof saleStatusFilterSchema>;
export const AWAITING_SHIPMENT_LABEL = 'A enviar (pagas e em separação)';

const saleFilters = {
  status: saleStatusFilterSchema.optional(),
  /** Brasília calendar days, inclusive. */
  from: day.optional(),
  to: day.optional(),
  payment_method: paymentMethodSchema.optional(),
  /** The sale's code, or part of the buyer's name or e-mail (accents and case ignored). */
  q: text().trim().max(120, 'Use no máximo 120 caracteres na busca.').optional(),
  sort: saleSortSchema.default('recentes'),
};
const fromBeforeTo = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const fromBeforeToError = { message: 'A data inicial deve ser anterior à final.', path: ['from'] };

export const saleListQuerySchema = pageQuerySchema
  .extend(saleFilters)
  .refine(fromBeforeTo, fromBeforeToError);
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

/**
 * GET /sales/export: the same filters, every matching sale as CSV for Excel in pt-BR (UTF-8
 * with BOM, `;` between fields, decimal comma, dd/mm/aaaa), one row per item line, at most
 * SALE_EXPORT_LIMIT sales.
 */
export const saleExportQuerySchema = z.object(saleFilters).refine(fromBeforeTo, fromBeforeToError);
export type SaleExportQuery = z.input<typeof saleExportQuerySchema>;
export const SALE_EXPORT_LIMIT = 50_000;

export const saleCustomerSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The CPF the sale was charged with, else the one on the buyer's profile (11 digits). */
  cpf: z.string().nullable(),
});

export const saleSummarySchema = orderSummarySchema.extend({ customer_name: z.string() });
export type SaleSummary = z.infer<typeof saleSummarySchema>;

export const saleListSchema = paginated(saleSummarySchema);

export const saleSchema = orderSchema.extend({
  customer: saleCustomerSchema,
  /**
   * The carrier the ship dialog preselects, and the one a shipment takes when the move names
   * none: the carrier of the freight the shopper chose, else the Correios.
   */
  default_carrier: z.enum(CARRIER_SLUGS),
  /** The shopper's WhatsApp updates of this order (null: e-mail only). */
  whatsapp: saleWhatsappSchema.nullable().default(null),
});
export type Sale = z.infer<typeof saleSchema>;

/**
 * PATCH /sales/{code}/status's answer: the sale, and what its note needs of the seller after
 * the move (contract invoices.ts INVOICE_EVENT_MESSAGES): a cancel past the note's 24 hours
 * leaves it authorised, to be undone by a nota de devolução. Null when nothing.
 */
export const saleMoveAnswerSchema = saleSchema.extend({
  invoice_notice: z.string().nullable().default(null),
});
export type SaleMoveAnswer = z.infer<typeof saleMoveAnswerSchema>;

/** What the seller reads when a tracking code cannot be taken (the API and the ship dialog). */
export const TRACKING_CODE_MESSAGES = {
  format:
    'Código de rastreio inválido. Use de 4 a 40 letras, números ou hífens, como QB123456785BR.',
} as const satisfies Record<TrackingProblem, string>;

/**
 * A tracking code as the seller types it ("qb 123456785br"), stored as the carrier prints it
 * ("QB123456785BR"); domain tracking.ts says what is taken.
 */
export const trackingCodeSchema = text()
  .refine((value) => trackingCodeProblem(normalizeTrackingCode(value)) !== 'format', {
    error: TRACKING_CODE_MESSAGES.format,
  })
  .transform(normalizeTrackingCode);

/** What the seller reads when the carrier is not one of the list (domain carriers.ts). */
export const CARRIER_MESSAGE = 'Escolha uma transportadora da lista.';
export const carrierSlugSchema = z.enum(CARRIER_SLUGS, { error: CARRIER_MESSAGE });

/**
 * The seller's moves: em_separacao → enviado (tracking code, and the carrier whose page it
 * links to; absent, the carrier of the order's freight, else the Correios) → entregue; or
 * cancelado, with the reason the buyer and the timeline will read (stock goes back).
 */
export const updateSaleStatusBodySchema = z
  .object({
    status: z.enum(['em_separacao', 'enviado', 'entregue', 'cancelado']),
    tracking_code: trackingCodeSchema.optional(),
    carrier: carrierSlugSchema.optional(),
    reason: text()
      .trim()
      .min(3, 'Descreva o motivo com pelo menos 3 caracteres.')
      .max(300, 'Use no máximo 300 caracteres no motivo.')
      .optional(),
    /**
     * Cancelling a paid sale placed with a coupon: whether its use goes back to the shopper, who
     * may then use the coupon again. An unpaid sale's use always goes back (the shopper never
     * paid), whatever this says. Absent: yes (GIVE_BACK_COUPON_DEFAULT).
     */
    give_back_coupon: z.boolean().optional(),
  })
  .refine((body) => body.status !== 'cancelado' || body.reason !== undefined, {
    message: 'Informe o motivo do cancelamento.',
    path: ['reason'],
  });
export type UpdateSaleStatusBody = z.input<typeof updateSaleStatusBodySchema>;

/**
 * A paid sale's cancel gives its coupon use back unless the seller says not to: a cancelled
 * sale sold nothing, and WooCommerce and Magento (Adobe Commerce) give the use back on cancel
 * too, whereas Shopify's sellers, whose cancels keep it, reissue codes by hand. The seller keeps
 * the use when the cancel is the shopper's abuse of a once-only coupon.
 */
export const GIVE_BACK_COUPON_DEFAULT = true;

/**
 * GET /sales/overview — the seller's home (/vendedor): revenue of paid, not cancelled sales by
 * the day they were paid (Brasília days), each period against the one just before it (today
 * against the whole of yesterday; the last 7 days, today included, against the 7 before; 30
 * likewise); the sales waiting for an action of the seller (paid or em_separacao: not yet
 * shipped); 30 days of daily sales, oldest first, every day present (zero when none); the
 * latest sales (SALES_OVERVIEW_LATEST, newest first, any status).
 */
export const SALES_OVERVIEW_LATEST = 5;
export const SALES_PERIODS = ['hoje', '7_dias', '30_dias'] as const;
export const salesPeriodSchema = z.object({
  period: z.enum(SALES_PERIODS),
  revenue: moneySchema,
  orders: z.number().int(),
  previous_revenue: moneySchema,
  previous_orders: z.number().int(),
});
export const salesOverviewSchema = z.object({
  periods: z.array(salesPeriodSchema),
  awaiting_action: z.number().int(),
  daily: z.array(z.object({ day: z.string(), revenue: moneySchema, orders: z.number().int() })),
  latest: z.array(saleSummarySchema),
});
export type SalesOverview = z.infer<typeof salesOverviewSchema>;
