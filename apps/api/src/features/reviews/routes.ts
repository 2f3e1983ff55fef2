import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { IMAGE_UPLOAD_FIELD } from '@vitrine/contract/images';
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
  REVIEW_PHOTOS,
  reviewByInviteOrOrder,
  reviewPhotoFieldsSchema,
  reviewPhotoSchema,
  reviewSettingsBodySchema,
  reviewSettingsSchema,
} from '@vitrine/contract/reviews';
import {
  bearerSecurity,
  maybeCustomer,
  type MaybeCustomerEnv,
  requireCatalogSeller,
  requireCustomer,
} from '../../http/auth.ts';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
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
import { imageUploadErrors, uploadedBytes, uploadLimit } from '../images/upload.ts';
import { registerReviewDemo } from './dev-routes.ts';
import { acceptReviewPhoto, photosOfReviews } from './photos.ts';
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
      middleware: maybeCustomer,
      request: { headers: storeScoped.headers, ...jsonBody(reviewBodySchema) },
      responses: { 201: jsonContent(reviewCreatedSchema, 'A avaliação.'), ...errorResponses },
    }),
    async (c) => {
      const store = c.get('store');
      requireOpenStore(store);
      const made = await createReview(deps.db, {
        storeId: store.id,
        customerId: c.get('session')?.accountId ?? null,
        body: c.req.valid('json'),
        now: deps.now(),
      });
      return c.json(made, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/reviews/photos',
      tags: ['Avaliações'],
      summary: `Envia uma foto para a avaliação de um produto (até ${REVIEW_PHOTOS.perReview} por avaliação).`,
      description: `Quem pode avaliar o produto (o \`token\` do convite, ou o \`order_code\` com a sessão do comprador), antes de avaliá-lo: a imagem passa pelo mesmo tratamento das fotos dos produtos (JPEG, PNG, WebP ou AVIF, julgada pelos bytes, até 10 MB). O \`id\` respondido vai em \`photos\` de \`POST /reviews\`. Até ${REVIEW_PHOTOS.uploadsPerProduct} envios por produto de um pedido: depois, 409 \`review_photos_limit\`. Os mesmos erros de \`POST /reviews\`.`,
      security: bearerSecurity,
      middleware: reviewerUpload,
      request: {
        headers: storeScoped.headers,
        body: {
          required: true,
          content: { 'multipart/form-data': { schema: photoFormSchema } },
        },
      },
      responses: {
        201: jsonContent(reviewPhotoSchema, 'A foto e suas versões.'),
        ...errorResponses,
        ...imageUploadErrors,
      },
    }),
    async (c) => {
      const store = c.get('store');
      requireOpenStore(store);
      const form = c.req.valid('form');
      const photo = await acceptReviewPhoto(deps, {
        storeId: store.id,
        customerId: c.get('session')?.accountId ?? null,
        token: form.token,
        orderCode: form.order_code,
        productId: form.product_id,
        now: deps.now(),
        bytes: await uploadedBytes(form),
      });
      return c.json(photo, 201);
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
      const photos = await photosOfReviews(
        db,
        deps.config,
        c.get('store').id,
        rows.map((row) => row.review.id),
      );
      cachePublicly(c);
      return c.json(
        {
          items: rows.map((row) =>
            toPublicReview({ ...row.review, ...row }, photos.get(row.review.id) ?? []),
          ),
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
      const storeId = c.get('session').storeId;
      const { rows, total } = await officeReviews(deps.db, storeId, query);
      const photos = await photosOfReviews(
        deps.db,
        deps.config,
        storeId,
        rows.map((row) => row.review.id),
      );
      return c.json(
        {
          items: rows.map((row) =>
            toOfficeReview({ ...row.review, ...row }, photos.get(row.review.id) ?? []),
          ),
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
      const photos = await photosOfReviews(deps.db, deps.config, actor.storeId, [id]);
      return c.json(toOfficeReview({ ...row.review, ...row }, photos.get(id) ?? []), 200);
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

/** Who sends a review's photo checked (maybeCustomer) before its body is read, and no further than the limit. */
const reviewerUpload = createMiddleware<MaybeCustomerEnv>(async (c, next) => {
  await maybeCustomer(c, async () => {
    await uploadLimit(c, next);
  });
});

/** The photo's form: the file, and who sends it for which product (contract). */
const photoFormSchema = reviewPhotoFieldsSchema
  .extend({
    [IMAGE_UPLOAD_FIELD]: z.any().optional().openapi({ type: 'string', format: 'binary' }),
  })
  .refine(...reviewByInviteOrOrder);
