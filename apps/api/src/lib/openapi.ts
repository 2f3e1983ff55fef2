import { z } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import { requireStore } from '../http/store-context.ts';
import { requireShownStore } from '../http/store-shown.ts';
import { PREVIEW_TOKEN_HEADER } from '@vitrine/contract/store-preview';

// Small builders for every route's OpenAPI declaration, so each route file reads as its
// method, path, input and answers.

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** A spreadsheet answer (the sales and catalog exports, an import's rejected rows). */
export const csvContent = {
  description: 'Planilha CSV.',
  content: { 'text/csv': { schema: z.string() } },
};

/** The headers of a CSV the browser saves as `filename` (lib/csv.ts: UTF-8 with BOM). */
export const csvAttachment = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename}"`,
});

/** A required JSON body: without `required`, a request lacking Content-Type skips validation. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

const error = (description: string) => jsonContent(errorSchema, description);

/** The error answers every route may give, `{ code, message }` in pt-BR. */
export const errorResponses = {
  400: error('Dados inválidos ou loja não informada.'),
  401: error('Sem sessão válida.'),
  403: error('Sessão de outra loja.'),
  404: error('Não encontrado.'),
  409: error('Conflito com o estado atual.'),
  429: error('Muitas tentativas.'),
} as const;

/** The error answers of a public read of the store's data: no session, nothing to conflict with. */
export const storeReadErrors = { 400: errorResponses[400], 404: errorResponses[404] } as const;

/**
 * A public route of one store: the X-Store-Id header (spec §6), checked and loaded by
 * requireStore before the validators run, and declared in /openapi.json.
 */
export const storeScoped = {
  middleware: [requireStore],
  headers: z.object({
    'x-store-id': z.uuid().openapi({ description: 'Id da loja (spec §6)' }),
  }),
};

/**
 * A public read of a store's catalog: as storeScoped, and only while the store is open, or
 * with its seller's preview token (http/store-shown.ts): 409 `store_not_open` otherwise.
 */
export const storeShown = {
  middleware: [requireStore, requireShownStore],
  headers: storeScoped.headers.extend({
    [PREVIEW_TOKEN_HEADER.toLowerCase()]: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: 'O token da prévia do vendedor (loja que ainda não abriu)' }),
  }),
  errors: {
    ...storeReadErrors,
    409: error('Loja que não está aberta (`store_not_open`), sem prévia do vendedor.'),
  },
};
