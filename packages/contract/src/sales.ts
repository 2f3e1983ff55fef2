import { z } from './zod.ts';
import { daySchema, pageQuerySchema, paginated, text } from './common.ts';
import { orderSchema, orderStatusSchema, orderSummarySchema } from './orders.ts';

// spec §2 /vendedor/minha-conta/minhas-vendas[/{code}]: the store's orders, seen by a seller.

const day = daySchema('Use a data no formato AAAA-MM-DD.');

export const saleListQuerySchema = pageQuerySchema
  .extend({
    status: orderStatusSchema.optional(),
    /** Brasília calendar days, inclusive. */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'A data inicial deve ser anterior à final.',
    path: ['from'],
  });
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

export const saleCustomerSchema = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  cpf: z.string().nullable(),
});

export const saleSummarySchema = orderSummarySchema.extend({ customer_name: z.string() });
export type SaleSummary = z.infer<typeof saleSummarySchema>;

export const saleListSchema = paginated(saleSummarySchema);

export const saleSchema = orderSchema.extend({ customer: saleCustomerSchema });
export type Sale = z.infer<typeof saleSchema>;

/** The seller's moves: em_separacao → enviado (tracking code) → entregue; or cancelado. */
export const updateSaleStatusBodySchema = z.object({
  status: z.enum(['em_separacao', 'enviado', 'entregue', 'cancelado']),
  tracking_code: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,40}$/, 'Código de rastreio inválido.')
    .optional(),
});
export type UpdateSaleStatusBody = z.input<typeof updateSaleStatusBodySchema>;
