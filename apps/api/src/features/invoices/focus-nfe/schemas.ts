import { z } from 'zod';

// Focus NFe API v2's answers, as its documentation (FocusNFe/api-doc, "NFe", "Webhooks",
// "Empresas") shows them. Only what Vitrine reads is required; Focus adds fields (completa=1,
// tentativa_anterior), so objects are not strict. SEFAZ's status comes as a string ("100").

const text = z.union([z.string(), z.number()]).transform(String);

export const FOCUS_STATUSES = [
  'processando_autorizacao',
  'autorizado',
  'erro_autorizacao',
  'denegado',
  'cancelado',
] as const;

/** A note (POST /v2/nfe, GET /v2/nfe/{ref}, and the webhook's body). */
export const noteSchema = z.object({
  ref: text.optional(),
  status: z.enum(FOCUS_STATUSES),
  status_sefaz: text.optional(),
  mensagem_sefaz: z.string().optional(),
  chave_nfe: z.string().optional(),
  numero: text.optional(),
  serie: text.optional(),
  cnpj_emitente: z.string().optional(),
  caminho_xml_nota_fiscal: z.string().optional(),
  caminho_danfe: z.string().optional(),
  caminho_xml_cancelamento: z.string().optional(),
  numero_carta_correcao: z.coerce.number().int().optional(),
});
export type FocusNote = z.infer<typeof noteSchema>;

/** DELETE /v2/nfe/{ref}: `cancelado`, or `erro_cancelamento` with SEFAZ's reason. */
export const cancelSchema = z.object({
  status: z.enum(['cancelado', 'erro_cancelamento']),
  status_sefaz: text.optional(),
  mensagem_sefaz: z.string().optional(),
  caminho_xml_cancelamento: z.string().optional(),
});

/** POST /v2/nfe/{ref}/carta_correcao: `autorizado` with its number, or `erro_autorizacao`. */
export const correctionSchema = z.object({
  status: z.enum(['autorizado', 'erro_autorizacao']),
  status_sefaz: text.optional(),
  mensagem_sefaz: z.string().optional(),
  caminho_xml_carta_correcao: z.string().optional(),
  caminho_pdf_carta_correcao: z.string().optional(),
  numero_carta_correcao: z.coerce.number().int().optional(),
});

/** A gatilho as POST and GET /v2/hooks answer it ("Gatilhos / Webhooks"). */
export const hookSchema = z.object({
  id: text,
  url: z.string(),
  event: z.string(),
  cnpj: z.string().nullish(),
  authorization: z.string().nullish(),
});

export const companySchema = z.object({
  id: text,
  token_producao: z.string().nullish(),
  token_homologacao: z.string().nullish(),
});

/** Every 4xx: `{ codigo, mensagem, erros? }` ("Erros" in the API's introduction). */
export const errorSchema = z.object({
  codigo: z.string(),
  mensagem: z.string().optional(),
  erros: z
    .array(
      z.object({
        mensagem: z.string(),
        campo: z.string().nullish(),
        codigo: z.string().optional(),
      }),
    )
    .optional(),
});
export type FocusError = z.infer<typeof errorSchema>;

/** Focus's refs: letters, digits, `_` and `-` ("não são permitidos caracteres especiais"). */
export const REF_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
