import { createRoute, z } from '@hono/zod-openapi';
import type { Feature } from '../../http/context.ts';
import { afterAnswer } from '../../lib/background.ts';
import { clientIp } from '../../lib/client-info.ts';
import { errorResponses, storeScoped } from '../../lib/openapi.ts';
import { countVisit } from './count.ts';

/** A transparent 1×1 GIF: what the storefront's <img> beacon loads. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The storefront's visit beacon (issue #37 §6): every public page's HTML carries an <img> of
 * this route (through the storefront's /_api proxy, which adds the store of the host and the
 * visitor's address it vouches for). No cookie, no script, nothing kept of the visitor but a
 * salted hash for the day (count.ts). Counted after the answer, off its way.
 */
export const registerVisits: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/visits/pixel.gif',
      tags: ['Visitas'],
      summary: 'Conta uma visita à loja (uma por pessoa por dia; robôs não contam).',
      description:
        'Responde sempre a mesma imagem transparente de 1×1, sem cookie e sem cache (`no-store`). Guarda só a contagem do dia; o endereço e o navegador entram num hash com o sal do dia, apagado no dia seguinte.',
      middleware: storeScoped.middleware,
      request: { headers: storeScoped.headers },
      responses: {
        200: {
          description: 'A imagem de 1×1.',
          content: { 'image/gif': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        ...errorResponses,
      },
    }),
    (c) => {
      const visit = {
        storeId: c.get('store').id,
        ip: clientIp(c),
        userAgent: c.req.header('user-agent'),
        now: deps.now(),
      };
      afterAnswer(c, 'visit-count', async () => {
        await countVisit(deps.db, visit);
      });
      return c.body(new Uint8Array(PIXEL), 200, {
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store',
      });
    },
  );
};
