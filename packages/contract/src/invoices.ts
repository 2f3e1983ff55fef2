import {
  CORRECTION_LENGTH,
  JUSTIFICATION_LENGTH,
  MAX_CORRECTIONS,
} from '@vitrine/domain/fiscal/note-events';
import { text } from './common.ts';
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

/** A carta de correção's states: SEFAZ registered it (135), or refused it with its reason. */
export const INVOICE_CORRECTION_STATUSES = ['registrada', 'recusada'] as const;
export const invoiceCorrectionStatusSchema = z.enum(INVOICE_CORRECTION_STATUSES);

/** A carta de correção sent on the note, the latest first in the sale's list. */
export const invoiceCorrectionSchema = z.object({
  /** nSeqEvento: 1, 2… (null when SEFAZ refused it: no sequence was spent). */
  sequence: z.number().int().nullable(),
  text: z.string(),
  status: invoiceCorrectionStatusSchema,
  /** SEFAZ's refusal, for the seller (null once registered). */
  problem: z.string().nullable(),
  pdf_url: z.string().nullable(),
  xml_url: z.string().nullable(),
  at: z.string(),
});
export type InvoiceCorrection = z.infer<typeof invoiceCorrectionSchema>;

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
  /** The end of SEFAZ's cancellation window (24 h after the authorisation). */
  cancellable_until: z.string().nullable(),
  /** The cancellation's justification, once asked for (the note's own or its sale's). */
  cancel_justification: z.string().nullable(),
  /** Why SEFAZ did not cancel it, when it refused (pt-BR, what to do instead). */
  cancel_problem: z.string().nullable(),
  cancellation_xml_url: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  corrections: z.array(invoiceCorrectionSchema),
  history: z.array(invoiceEventSchema),
});
export type SaleInvoice = z.infer<typeof saleInvoiceSchema>;

export const saleInvoiceAnswerSchema = z.object({
  /** Whether the store issues NF-e (Configurações → Notas fiscais). */
  invoices_enabled: z.boolean(),
  invoice: saleInvoiceSchema.nullable(),
  /** "Emitir nota" / "Emitir novamente": a paid sale whose note is neither at SEFAZ nor done. */
  can_issue: z.boolean(),
  /** "Cancelar nota": authorised, within its window, no cancellation under way. */
  can_cancel: z.boolean(),
  /** "Carta de correção": authorised, fewer than MAX_CORRECTIONS registered. */
  can_correct: z.boolean(),
  /**
   * What the seller must do that Vitrine cannot (pt-BR): a cancelled sale whose note stays
   * authorised, past its window, needs a nota de devolução (entrada). Null when nothing.
   */
  notice: z.string().nullable(),
});
export type SaleInvoiceAnswer = z.infer<typeof saleInvoiceAnswerSchema>;

/** What the seller reads of a note's cancellation and its cartas de correção (API and office). */
export const INVOICE_EVENT_MESSAGES = {
  justification: `A justificativa deve ter de ${JUSTIFICATION_LENGTH.min} a ${JUSTIFICATION_LENGTH.max} caracteres.`,
  correction: `A correção deve ter de ${CORRECTION_LENGTH.min} a ${CORRECTION_LENGTH.max.toLocaleString('pt-BR')} caracteres.`,
  /** Past SEFAZ's 24 hours: the note stands; the sale is undone by another note. */
  returnNoteNeeded:
    'A nota fiscal desta venda não pode mais ser cancelada: o prazo da SEFAZ (24 horas após a autorização) já passou. Emita uma nota fiscal de devolução (nota de entrada) para desfazer a venda no fisco.',
  saleCancelledNoteStands:
    'A venda foi cancelada, mas a nota fiscal continua autorizada. Cancele a nota dentro de 24 horas após a autorização.',
  notAuthorized: 'Só uma nota autorizada pode ser cancelada ou corrigida.',
  cancelUnderWay: 'O cancelamento desta nota já foi pedido.',
  tooManyCorrections: `Esta nota já tem ${MAX_CORRECTIONS} cartas de correção, o máximo que a SEFAZ aceita.`,
} as const;

/** A text SEFAZ takes between `length.min` and `length.max` characters, trimmed. */
const eventText = (length: { min: number; max: number }, message: string) =>
  text().trim().min(length.min, message).max(length.max, message);

/** POST /sales/{code}/invoice/cancel: the note alone cancelled, its sale kept. */
export const cancelInvoiceBodySchema = z.object({
  justificativa: eventText(JUSTIFICATION_LENGTH, INVOICE_EVENT_MESSAGES.justification),
});
export type CancelInvoiceBody = z.input<typeof cancelInvoiceBodySchema>;

/** POST /sales/{code}/invoice/correction: a carta de correção (what the note got wrong). */
export const invoiceCorrectionBodySchema = z.object({
  correcao: eventText(CORRECTION_LENGTH, INVOICE_EVENT_MESSAGES.correction),
});
export type InvoiceCorrectionBody = z.input<typeof invoiceCorrectionBodySchema>;

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
