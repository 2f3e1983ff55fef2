import { z } from './zod.ts';
import { pageQuerySchema, paginated, text } from './common.ts';

// Stock that stays right: every change is an adjustment with a reason and who made it. A
// relative adjustment always applies; an absolute one carries the count the seller saw and is
// refused (409 stock_changed) when it changed meanwhile — a sale is never overwritten.

/**
 * What a seller may choose; sale, cancellation, import and return (the items of a sale's
 * refunded return, put back) are written by the system.
 */
export const SELLER_STOCK_REASONS = ['receipt', 'inventory', 'damage'] as const;
export const STOCK_REASONS = [
  ...SELLER_STOCK_REASONS,
  'sale',
  'cancellation',
  'import',
  'return',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS = {
  receipt: 'Entrada de mercadoria',
  inventory: 'Ajuste de inventário',
  damage: 'Avaria',
  sale: 'Venda',
  cancellation: 'Venda cancelada',
  import: 'Importação de planilha',
  return: 'Devolução de venda',
} as const satisfies Record<StockReason, string>;

/** The details of a 409 stock_changed: the count now, which the seller's next try carries. */
export const stockChangedDetailsSchema = z.object({ stock: z.number().int() });
export type StockChangedDetails = z.infer<typeof stockChangedDetailsSchema>;

const reason = z.enum(SELLER_STOCK_REASONS, 'Escolha o motivo do ajuste.');
const note = text().trim().max(300, 'Use no máximo 300 caracteres na observação.').default('');
const units = (message: string) =>
  z
    .number(message)
    .int('Use um número inteiro de unidades.')
    .min(0, 'O estoque não pode ser negativo.')
    .max(1_000_000, 'Use no máximo 1.000.000 de unidades.');

export const stockAdjustmentBodySchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('relative'),
    /** Units in (positive) or out (negative). */
    delta: z
      .number('Informe a quantidade.')
      .int('Use um número inteiro de unidades.')
      .refine((delta) => delta !== 0, 'Informe uma quantidade diferente de zero.')
      .refine((delta) => Math.abs(delta) <= 1_000_000, 'Use no máximo 1.000.000 de unidades.'),
    reason,
    note,
  }),
  z.object({
    mode: z.literal('absolute'),
    quantity: units('Informe a nova quantidade.'),
    /** The stock the seller saw when choosing the new quantity. */
    expected: units('Informe o estoque que você viu.'),
    reason,
    note,
  }),
]);
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBodySchema>;

export const variationIdParamsSchema = z.object({ id: z.uuid('Variação não encontrada.') });

export const stockHistoryItemSchema = z
  .object({
    _id: z.uuid(),
    delta: z.number().int(),
    stock_after: z.number().int(),
    reason: z.enum(STOCK_REASONS),
    note: z.string(),
    /** Who made it; null: the system (a sale, a cancellation). */
    seller_name: z.string().nullable(),
    /** The sale behind a 'sale' or 'cancellation'. */
    order_code: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'StockHistoryItem' });
export type StockHistoryItem = z.infer<typeof stockHistoryItemSchema>;

export const stockHistoryQuerySchema = pageQuerySchema;
export const stockHistorySchema = paginated(stockHistoryItemSchema)
  .extend({ variation_id: z.uuid(), code: z.string(), stock: z.number().int().nullable() })
  .meta({ id: 'StockHistory' });
export type StockHistory = z.infer<typeof stockHistorySchema>;

/** The answer to an adjustment: the stock now and the row it wrote. */
export const stockAdjustmentResultSchema = z
  .object({ variation_id: z.uuid(), stock: z.number().int(), adjustment: stockHistoryItemSchema })
  .meta({ id: 'StockAdjustmentResult' });
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

/** The office home: how many sold variations are at or under their threshold, the first few. */
export const LOW_STOCK_SAMPLE = 5;
export const lowStockSchema = z
  .object({
    count: z.number().int(),
    items: z.array(
      z.object({
        variation_id: z.uuid(),
        product_id: z.uuid(),
        product_name: z.string(),
        variation_name: z.string(),
        code: z.string(),
        stock: z.number().int(),
        low_stock_threshold: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'LowStock' });
export type LowStock = z.infer<typeof lowStockSchema>;
