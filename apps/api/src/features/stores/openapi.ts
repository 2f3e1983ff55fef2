import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorSchema } from '@vitrine/contract/common';
import { requireStore } from '../../http/store-context.ts';

// Pieces every catalog route repeats in its createRoute: the store header (spec §6), checked
// by requireStore before the validators run, and the error answers.

export const storeScoped = {
  middleware: [requireStore],
  headers: z.object({
    'x-store-id': z.uuid().openapi({ description: 'Id da loja (spec §6)' }),
  }),
};

const errorContent = { 'application/json': { schema: errorSchema } };

export const errorResponses = {
  400: { description: 'Entrada inválida ou loja não informada', content: errorContent },
  404: { description: 'Não encontrado', content: errorContent },
} as const;

/** Catalog answers may be cached briefly by browsers and CDNs, separately per store. */
export function cachePublicly(c: Context) {
  c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=120');
  c.header('Vary', 'X-Store-Id', { append: true });
}
