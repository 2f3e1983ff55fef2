import { z } from './zod.ts';

/** A note's states (apps/api features/invoices). */
export const INVOICE_STATUSES = [
  'pendente',
  'processando',
  'autorizada',
  'rejeitada',
  'denegada',
  'cancelada',
] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

/** What the seller reads for each state. */
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pendente: 'Emissão pedida',
  processando: 'Em processamento na SEFAZ',
  autorizada: 'Nota autorizada',
  rejeitada: 'Nota rejeitada',
  denegada: 'Uso denegado',
  cancelada: 'Nota cancelada',
};

export const invoiceEventSchema = z.object({
  status: invoiceStatusSchema,
  status_label: z.string(),
  note: z.string(),
  at: z.string(),
});

/** A sale's NF-e as the office shows it. */
export const saleInvoiceSchema = z.object({
  status: invoiceStatusSchema,
  status_label: z.string(),
  /** The 44-digit access key (chave de acesso), once authorised. */
  access_key: z.string().nullable(),
  number: z.string().nullable(),
  series: z.string().nullable(),
  danfe_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  /** What to fix, in pt-BR, when the note was refused (by SEFAZ, or before sending). */
  problem: z.string().nullable(),
  /** SEFAZ's own answer (cStat, xMotivo), when it gave one. */
  sefaz: z.object({ code: z.string(), message: z.string() }).nullable(),
  attempts: z.number().int(),
  requested_at: z.string(),
  authorized_at: z.string().nullable(),
  history: z.array(invoiceEventSchema),
});
export type SaleInvoice = z.infer<typeof saleInvoiceSchema>;

export const saleInvoiceAnswerSchema = z.object({
  /** Whether the store issues NF-e (Configurações → Notas fiscais). */
  invoices_enabled: z.boolean(),
  invoice: saleInvoiceSchema.nullable(),
  /** "Emitir nota" / "Emitir novamente": a paid sale whose note is neither at SEFAZ nor done. */
  can_issue: z.boolean(),
});
export type SaleInvoiceAnswer = z.infer<typeof saleInvoiceAnswerSchema>;

/**
 * An order's NF-e as its shopper sees it (GET /orders/{code}/invoice): only once authorised —
 * a note on its way or refused is the store's business, not the shopper's.
 */
export const orderInvoiceSchema = z.object({
  number: z.string(),
  series: z.string(),
  /** The 44-digit access key (chave de acesso). */
  access_key: z.string(),
  /** The DANFE's PDF at the fiscal provider. */
  danfe_url: z.string().nullable(),
  authorized_at: z.string(),
});
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderInvoiceAnswerSchema = z.object({ invoice: orderInvoiceSchema.nullable() });
export type OrderInvoiceAnswer = z.infer<typeof orderInvoiceAnswerSchema>;
