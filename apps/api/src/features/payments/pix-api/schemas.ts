import { z } from 'zod';

// The PSP's answers, as the Banco Central's API Pix OpenAPI (bacen/pix-api 2.9.0) describes
// them. Only the fields Vitrine reads are required; PSPs add their own (the API allows new
// fields at any time), so objects are not strict.

/** `[a-zA-Z0-9]{26,35}`: the txid of a charge the receiver creates with PUT /cob/{txid}. */
export const TXID_PATTERN = /^[a-zA-Z0-9]{26,35}$/;
/** A devolução's id, chosen by the receiver. */
export const REFUND_ID_PATTERN = /^[a-zA-Z0-9]{1,35}$/;
/** EndToEndIdentification of the SPI's pacs.008: 32 letters and digits. */
export const E2EID_PATTERN = /^[a-zA-Z0-9]{32}$/;
/** Money in the API: a string of reais with exactly two decimals ("37.00"). */
export const AMOUNT_PATTERN = /^\d{1,10}\.\d{2}$/;

const amount = z.string().regex(AMOUNT_PATTERN);
const instant = z.string().refine((text) => !Number.isNaN(Date.parse(text)), 'date-time');

export const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().refine((type) => type.toLowerCase() === 'bearer'),
  expires_in: z.coerce.number().int().positive(),
  scope: z.string().optional(),
});

export const refundSchema = z.object({
  id: z.string().regex(REFUND_ID_PATTERN),
  rtrId: z.string().min(1),
  valor: amount,
  horario: z.object({ solicitacao: instant, liquidacao: instant.optional() }),
  status: z.enum(['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO']),
  motivo: z.string().optional(),
});

export const pixSchema = z.object({
  endToEndId: z.string().regex(E2EID_PATTERN),
  txid: z.string().optional(),
  valor: amount,
  horario: instant,
  infoPagador: z.string().optional(),
  devolucoes: z.array(refundSchema).optional(),
});

export const chargeStatusSchema = z.enum([
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
]);

/** CobGerada (PUT answer) and CobCompleta (GET answer, the same plus `pix`). */
export const chargeSchema = z.object({
  txid: z.string().regex(TXID_PATTERN),
  revisao: z.number().int().min(0),
  calendario: z.object({ criacao: instant, expiracao: z.number().int().positive() }),
  status: chargeStatusSchema,
  valor: z.object({ original: amount }),
  chave: z.string(),
  location: z.string().optional(),
  loc: z.object({ id: z.number().int(), location: z.string(), tipoCob: z.string() }).optional(),
  pixCopiaECola: z.string().optional(),
  pix: z.array(pixSchema).optional(),
});

/** RFC 7807 problem+json, with the API's `violacoes`. */
export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  violacoes: z
    .array(
      z.object({
        razao: z.string().optional(),
        propriedade: z.string().optional(),
        valor: z.string().optional(),
      }),
    )
    .optional(),
});

/** What the PSP POSTs to `{webhookUrl}/pix`. */
export const webhookBodySchema = z.object({ pix: z.array(pixSchema).min(1) });

export type ChargeAnswer = z.infer<typeof chargeSchema>;
export type PixAnswer = z.infer<typeof pixSchema>;
export type RefundAnswer = z.infer<typeof refundSchema>;
export type Problem = z.infer<typeof problemSchema>;
