import { createRoute } from '@hono/zod-openapi';
import { tlsAskAnswerSchema, tlsAskQuerySchema } from '@vitrine/contract/domains';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { localOnly } from '../../http/local-only.ts';
import { normalizeHost } from '../../lib/host.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { hostAnswers } from './host-answers.ts';

/**
 * The permission Caddy asks before it obtains a certificate on demand (README "Automatic
 * HTTPS"): yes only for a host a store answers at — its platform subdomain, or a domain of its
 * own once verified — so a handshake with any other name costs the ACME CA nothing. From this
 * machine only: Caddy runs beside the API.
 */
export const registerTlsAsk: Feature = (app, deps) => {
  const answers = hostAnswers(deps.db, deps.now);
  app.openapi(
    createRoute({
      method: 'get',
      path: '/tls/ask',
      tags: ['Plataforma'],
      summary:
        'Se o Caddy pode obter um certificado para este nome (on_demand_tls ask): 200 só para um endereço de loja (só a partir desta máquina).',
      middleware: [localOnly],
      request: { query: tlsAskQuerySchema },
      responses: {
        200: jsonContent(tlsAskAnswerSchema, 'Uma loja atende neste endereço.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const domain = normalizeHost(c.req.valid('query').domain);
      if (!(await answers.has(domain))) {
        throw notFound('Nenhuma loja atende neste endereço.', 'unknown_host');
      }
      return c.json({ domain }, 200);
    },
  );
};
