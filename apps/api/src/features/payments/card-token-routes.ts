import { createRoute } from '@hono/zod-openapi';
import { cardTokenBodySchema, cardTokenSchema } from '@vitrine/contract/checkout';
import { cardBrand, isValidCardNumber, normalizeCardNumber } from '@vitrine/domain';
import type { Feature } from '../../http/context.ts';
import { badRequest } from '../../http/errors.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { issueCardToken } from './sandbox/card-tokens.ts';
import { outcomeFor, TEST_CARDS_MARKDOWN } from './sandbox/test-cards.ts';

/**
 * The sandbox acquirer's tokenisation endpoint: what a PSP's browser SDK calls with the raw
 * card, so the number never reaches the order endpoint (request bodies are never logged).
 */
export const registerCardTokens: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/payments/sandbox/card-tokens',
      tags: ['Pagamentos'],
      summary: 'Tokeniza um cartão no sandbox (o número não é guardado).',
      description: `Cartões de teste:\n\n${TEST_CARDS_MARKDOWN}`,
      middleware: requireStore,
      request: jsonBody(cardTokenBodySchema),
      responses: { 201: jsonContent(cardTokenSchema, 'Token do cartão.'), ...errorResponses },
    }),
    async (c) => {
      const { config, now } = deps;
      const body = c.req.valid('json');
      const number = normalizeCardNumber(body.number);
      if (!isValidCardNumber(number)) {
        throw badRequest('invalid_card', 'Número de cartão inválido.');
      }
      const brand = cardBrand(number);
      if (!brand) throw badRequest('unsupported_brand', 'Bandeira de cartão não aceita.');
      const current = now();
      // Valid through the last day of its expiry month (UTC is close enough for a month).
      const endOfExpiry = Date.UTC(body.expiry_year, body.expiry_month, 1);
      if (endOfExpiry <= current.getTime()) {
        throw badRequest('expired_card', 'Cartão vencido.');
      }
      const { token, expiresAt } = issueCardToken(config.CARD_TOKEN_SECRET, {
        storeId: c.get('store').id,
        brand,
        last4: number.slice(-4),
        outcome: outcomeFor(number),
        now: current,
      });
      return c.json(
        { token, brand, last4: number.slice(-4), expires_at: expiresAt.toISOString() },
        201,
      );
    },
  );
};
