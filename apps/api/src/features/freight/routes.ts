import { createRoute } from '@hono/zod-openapi';
import { errorSchema } from '@vitrine/contract/common';
import {
  cartFreightQuerySchema,
  freightQuoteSchema,
  productFreightQuerySchema,
} from '@vitrine/contract/freight';
import { and, eq } from 'drizzle-orm';
import { products, productVariations } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { cachePublicly } from '../../http/store-context.ts';
import { errorResponses, jsonContent, storeShown } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { cartLines } from '../cart/reads.ts';
import { quoteStoreFreight, shippedCartLines } from './cart-quote.ts';
import { freightAnswer } from './answer.ts';
import { registerFreightSettings } from './settings-routes.ts';

/**
 * The shopper's freight quotes: the product page's "Calcular frete" (public) and the whole
 * cart's (the cart page and checkout).
 */
export const registerFreight: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/freight/quote',
      tags: ['Frete'],
      summary: 'Calcula o frete de uma variação até um CEP (página do produto).',
      description:
        'Opções da tabela da loja, das transportadoras (Melhor Envio) e retirada, da mais barata à mais cara, com prazo em dias úteis. 404 `cep_not_found` para um CEP que não existe; 422 `no_service` onde a loja não entrega; 422 `freight_unavailable` quando a plataforma de frete não responde e a loja não tem tabela. Igual para todos: guardada em cache por pouco tempo.',
      middleware: storeShown.middleware,
      request: { query: productFreightQuerySchema, headers: storeShown.headers },
      responses: {
        200: jsonContent(freightQuoteSchema, 'Opções de frete.'),
        422: jsonContent(errorSchema, 'Sem frete para este CEP.'),
        ...storeShown.errors,
      },
    }),
    async (c) => {
      const store = c.get('store');
      const { cep, code, variation, qnt } = c.req.valid('query');
      const [row] = await deps.db
        .select({ variation: productVariations, kind: products.kind })
        .from(productVariations)
        .innerJoin(products, eq(products.id, productVariations.productId))
        .where(
          and(
            eq(productVariations.storeId, store.id),
            eq(productVariations.code, variation),
            eq(products.storeId, store.id),
            eq(products.code, code),
            eq(products.status, 'active'),
          ),
        );
      if (!row) throw notFound('Produto não encontrado.', 'product_not_found');
      if (row.kind === 'service') {
        throw new ApiError(422, 'not_shipped', 'Serviços não são enviados: não há frete.');
      }
      const quote = await quoteStoreFreight(deps, store, {
        cep,
        lines: [{ variation: row.variation, quantity: qnt }],
      });
      const answer = freightAnswer(quote);
      // A quote without the carriers (platform down) is not kept: the next one may have them.
      if (!answer.carrier_unavailable) cachePublicly(c);
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/cart/freight',
      tags: ['Frete'],
      summary: 'Calcula o frete do carrinho do cliente até um CEP.',
      description:
        'Os produtos disponíveis do carrinho (serviços não são enviados), com as medidas de cada variação. Frete grátis julgado sobre os produtos a preço de tabela, antes do cupom. Mesmos códigos de GET /freight/quote; 422 `not_shipped` quando o carrinho não tem produto a enviar.',
      security: bearerSecurity,
      middleware: requireCustomer,
      request: { query: cartFreightQuerySchema },
      responses: {
        200: jsonContent(freightQuoteSchema, 'Opções de frete.'),
        422: jsonContent(errorSchema, 'Sem frete para este CEP.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const store = c.get('store');
      const owner = { storeId: store.id, customerId: c.get('session').accountId };
      const shipped = shippedCartLines(await cartLines(deps.db, owner));
      if (shipped.length === 0) {
        throw new ApiError(422, 'not_shipped', 'Seu carrinho não tem produtos a enviar.');
      }
      const quote = await quoteStoreFreight(deps, store, {
        cep: c.req.valid('query').cep,
        lines: shipped,
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json(freightAnswer(quote), 200);
    },
  );
  // The seller's side of freight (origin, rules, the platform's token, the own table).
  registerFreightSettings(app, deps);
};
