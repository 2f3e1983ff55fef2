import { createRoute } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import {
  PREVIEW_GRANT_PATH,
  PREVIEW_TOKEN_HEADER,
  previewCheckSchema,
  previewGrantSchema,
  previewRedeemBodySchema,
  previewSessionSchema,
} from '@vitrine/contract/store-preview';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import type { Feature } from '../../http/context.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import { findPreview } from '../../http/store-shown.ts';
import { errorResponses, jsonBody, jsonContent, storeScoped } from '../../lib/openapi.ts';
import { storeLink } from '../email/links.ts';
import { PREVIEW_MESSAGES } from './messages.ts';
import { issuePreviewGrant, redeemPreviewGrant } from './writes.ts';

/**
 * The seller's preview of their store before it opens. The office asks for a grant; the
 * storefront's server, on the store's own host, trades it for a preview token it keeps in an
 * HttpOnly cookie, and asks again on the pages it shows with it. Grants and tokens are the
 * store's and its seller's only: another store's host, or a seller no longer of the store,
 * gets nothing.
 */
export const registerStorePreview: Feature = (app, deps) => {
  const tags = ['Prévia da loja'];
  const { 400: invalid, 401: expired } = errorResponses;

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/store-preview/grants',
      security: bearerSecurity,
      middleware: requireSeller,
      summary: 'Um link de uso único (2 min) para o vendedor ver a loja antes de abrir.',
      description:
        'Qualquer vendedor da loja. O link leva à loja no seu próprio endereço, que o troca por uma prévia de algumas horas; um link novo anula o anterior.',
      responses: { 201: jsonContent(previewGrantSchema, 'O link.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const { grant, expiresAt } = await issuePreviewGrant(
        deps.db,
        { storeId, sellerId: accountId },
        deps.now(),
      );
      const url = await storeLink(deps, storeId, PREVIEW_GRANT_PATH + grant);
      return c.json({ url, expires_at: expiresAt.toISOString() }, 201);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/store-preview/sessions',
      middleware: storeScoped.middleware,
      summary: 'Troca um link de prévia pelo token da prévia (o servidor da loja o guarda).',
      description:
        'Só para a loja do link (X-Store-Id) e um vendedor dela; o link vale uma vez. 400 `invalid_token`.',
      request: { headers: storeScoped.headers, ...jsonBody(previewRedeemBodySchema) },
      responses: {
        201: jsonContent(previewSessionSchema, 'A prévia.'),
        400: invalid,
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const store = c.get('store');
      const { grant } = c.req.valid('json');
      const preview = await redeemPreviewGrant(deps.db, store.id, grant, deps.now());
      if (!preview) throw badRequest('invalid_token', PREVIEW_MESSAGES.invalidGrant);
      c.header('Cache-Control', 'no-store');
      return c.json({ token: preview.token, expires_at: preview.expiresAt.toISOString() }, 201);
    },
  );

  const previewHeaders = storeScoped.headers.extend({
    [PREVIEW_TOKEN_HEADER.toLowerCase()]: z
      .string()
      .max(200)
      .optional()
      .openapi({ description: 'O token da prévia (POST /store-preview/sessions)' }),
  });
  app.openapi(
    createRoute({
      tags,
      method: 'get',
      path: '/store-preview/session',
      middleware: storeScoped.middleware,
      summary: `Se o token de prévia (${PREVIEW_TOKEN_HEADER}) ainda vale para esta loja.`,
      description:
        '401 `preview_expired` quando terminou, é de outra loja ou o vendedor saiu da loja.',
      request: { headers: previewHeaders },
      responses: {
        200: jsonContent(previewCheckSchema, 'A prévia vale.'),
        400: invalid,
        401: expired,
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const store = c.get('store');
      const token = c.req.header(PREVIEW_TOKEN_HEADER);
      const preview = token ? await findPreview(deps.db, store.id, token, deps.now()) : null;
      if (!preview) throw new ApiError(401, 'preview_expired', PREVIEW_MESSAGES.expired);
      // One seller's: never kept by anyone.
      c.header('Cache-Control', 'private, no-store');
      return c.json({ store_id: store.id, expires_at: preview.expiresAt.toISOString() }, 200);
    },
  );
};
