import { createRoute } from '@hono/zod-openapi';
import { slugParamsSchema } from '@vitrine/contract/catalog';
import {
  officeReviewListSchema,
  officeReviewQuerySchema,
  officeReviewSchema,
  productReviewListSchema,
  productReviewQuerySchema,
  reviewBodySchema,
  reviewCreatedSchema,
  reviewHelpfulSchema,
  reviewIdParamsSchema,
  reviewInviteParamsSchema,
  reviewInviteSchema,
  reviewModerationBodySchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
} from '@vitrine/contract/reviews';
import {
  bearerSecurity,
  bearerToken,
  requireCatalogSeller,
  requireCustomer,
} from '../../http/auth.ts';
import type { Feature } from '../../http/context.ts';
import { forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { catalogReads } from '../../http/store-shown.ts';
import { requireOpenStore } from '../../http/store-open.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import {
  errorResponses,
  jsonBody,
  jsonContent,
  storeScoped,
  storeShown,
} from '../../lib/openapi.ts';
import { findSession } from '../../lib/sessions.ts';
import { registerReviewDemo } from './dev-routes.ts';
import { REVIEW_MESSAGES } from './messages.ts';
import {
  findInvite,
  officeReviews,
  orderProducts,
  productBySlug,
  publishedReviews,
  ratingFigures,
} from './reads.ts';
import { toOfficeReview, toPublicReview } from './serialize.ts';
import { readReviewSettings, saveReviewSettings } from './settings.ts';
import { createReview, moderateReview, voteHelpful } from './writes.ts';

/**
 * Verified reviews (issue #37 §3): the buyer's invitation and review, the product page's
 * published reviews, the "útil" vote, the seller's moderation and settings (the catalog's
 * permission).
 */
export const registerReviews: Feature = (app, deps) => {
  const seller = {
    tags: ['Avaliações (vendedor)'],
    security: bearerSecurity,
    middleware: requireCatalogSeller,
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/reviews/invite/{token}',
      tags: ['Avaliações'],
      summary: 'O que o convite do e-mail oferece avaliar: os produtos do pedido entregue.',
      description:
        'Sem sessão: o token diz qual pedido. Desconhecido, vencido (60 dias) ou de outra loja: 404 `invite_invalid`.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, params: reviewInviteParamsSchema },
      responses: { 200: jsonContent(reviewInviteSchema, 'O convite.'), ...errorResponses },
    }),
    async (c) => {
      const store = c.get('store');
      const invite = await findInvite(deps.db, store.id, c.req.valid('param').token, deps.now());
      if (!invite) throw notFound(REVIEW_MESSAGES.inviteInvalid, 'invite_invalid');
      const items = await orderProducts(deps.db, invite.orderId);
      return c.json(
        {
          order_code: invite.code,
          first_name: invite.firstName,
          products: items.map((item) => ({
            product_id: item.id,
            name: item.name,
            slug: item.slug,
            reviewed: item.reviewed,
          })),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reviews',
      tags: ['Avaliações'],
      summary: 'Avalia um produto de um pedido entregue (só quem comprou, uma vez por pedido).',
      description:
        'Pelo `token` do convite, ou pelo `order_code` com a sessão do comprador. Pedido de outro cliente: 403 `not_buyer`; não entregue: 409 `not_delivered`; produto fora do pedido: 409 `not_in_order`; já avaliado: 409 `already_reviewed`. Fica `pendente` se a loja aprova antes de publicar.',
      security: bearerSecurity,
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers, ...jsonBody(reviewBodySchema) },
      responses: { 201: jsonContent(reviewCreatedSchema, 'A avaliação.'), ...errorResponses },
    }),
    async (c) => {
      const store = c.get('store');
      requireOpenStore(store);
      const token = bearerToken(c.req.header('authorization'));
      const session = token ? await findSession(deps.db, token, 'customer', deps.now()) : null;
      if (token && !session) throw unauthorized();
      if (session && session.storeId !== store.id) {
        throw forbidden('Esta sessão pertence a outra loja.');
      }
      const made = await createReview(deps.db, {
        storeId: store.id,
        customerId: session?.accountId ?? null,
        body: c.req.valid('json'),
        now: deps.now(),
      });
      return c.json(made, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/products/{slug}/reviews',
      tags: ['Avaliações'],
      summary: 'As avaliações publicadas de um produto, com média e distribuição, paginadas.',
      description: '`sort`: `recentes` (padrão) ou `uteis` (mais votadas como úteis primeiro).',
      middleware: storeShown.middleware,
      request: {
        params: slugParamsSchema,
        query: productReviewQuerySchema,
        headers: storeShown.headers,
      },
      responses: {
        200: jsonContent(productReviewListSchema, 'Avaliações publicadas.'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const db = catalogReads(c);
      const product = await productBySlug(db, c.get('store').id, c.req.valid('param').slug);
      if (!product) throw notFound(REVIEW_MESSAGES.productNotFound, 'product_not_found');
      const query = c.req.valid('query');
      const [figures, rows] = await Promise.all([
        ratingFigures(db, product.id),
        publishedReviews(db, product.id, query),
      ]);
      cachePublicly(c);
      return c.json(
        {
          items: rows.map((row) => toPublicReview({ ...row.review, ...row })),
          page: query.page,
          per_page: query.per_page,
          total: figures.total,
          total_pages: Math.ceil(figures.total / query.per_page),
          rating: figures.rating,
          distribution: figures.distribution,
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reviews/{id}/helpful',
      tags: ['Avaliações'],
      summary: 'Marca uma avaliação publicada como útil (uma vez por cliente).',
      security: bearerSecurity,
      middleware: requireCustomer,
      request: { params: reviewIdParamsSchema },
      responses: { 200: jsonContent(reviewHelpfulSchema, 'Votos de útil.'), ...errorResponses },
    }),
    async (c) => {
      const session = c.get('session');
      const helpful = await voteHelpful(
        deps.db,
        session.storeId,
        session.accountId,
        c.req.valid('param').id,
      );
      return c.json({ helpful }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/catalog/reviews',
      summary: 'As avaliações da loja, as mais novas primeiro, por status.',
      request: { query: officeReviewQuerySchema },
      responses: {
        200: jsonContent(officeReviewListSchema, 'Avaliações.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await officeReviews(deps.db, c.get('session').storeId, query);
      return c.json(
        {
          items: rows.map((row) => toOfficeReview({ ...row.review, ...row })),
          page: query.page,
          per_page: query.per_page,
          total,
          total_pages: Math.ceil(total / query.per_page),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'put',
      path: '/catalog/reviews/{id}',
      summary: 'Publica, oculta (com motivo) ou responde em público uma avaliação.',
      description: 'Registrado no histórico da loja (quem, quando, antes → depois).',
      request: { params: reviewIdParamsSchema, ...jsonBody(reviewModerationBodySchema) },
      responses: { 200: jsonContent(officeReviewSchema, 'A avaliação.'), ...errorResponses },
    }),
    async (c) => {
      const actor = actorOf(c);
      const { id } = c.req.valid('param');
      await moderateReview(deps.db, actor, id, c.req.valid('json'), deps.now());
      const { rows } = await officeReviews(deps.db, actor.storeId, { page: 1, per_page: 1 }, id);
      const row = rows[0];
      if (!row) throw notFound(REVIEW_MESSAGES.reviewNotFound, 'review_not_found');
      return c.json(toOfficeReview({ ...row.review, ...row }), 200);
    },
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'get',
      path: '/settings/reviews',
      summary:
        'Quantos dias depois da entrega vai o convite, e se a loja aprova antes de publicar.',
      responses: { 200: jsonContent(reviewSettingsSchema, 'As configurações.'), ...errorResponses },
    }),
    async (c) => c.json(await readReviewSettings(deps.db, c.get('session').storeId), 200),
  );

  app.openapi(
    createRoute({
      ...seller,
      method: 'put',
      path: '/settings/reviews',
      summary: 'Troca as configurações das avaliações (registrado no histórico).',
      request: jsonBody(reviewSettingsBodySchema),
      responses: { 200: jsonContent(reviewSettingsSchema, 'As configurações.'), ...errorResponses },
    }),
    async (c) =>
      c.json(await saveReviewSettings(deps.db, actorOf(c), c.req.valid('json'), deps.now()), 200),
  );

  if (deps.config.DEMO_MODE) registerReviewDemo(app, deps);
};
