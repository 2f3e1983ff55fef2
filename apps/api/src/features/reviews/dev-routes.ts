import { createRoute } from '@hono/zod-openapi';
import { reviewInvitesRunSchema } from '@vitrine/contract/reviews';
import type { Feature } from '../../http/context.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { sendReviewInvites } from './sweep.ts';

/**
 * DEMO_MODE only, from this machine only: the store's invitations' sweep runs now, as the
 * job would on its next tick (an order delivered `invite_days` ago gets its e-mail).
 */
export const registerReviewDemo: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/dev/reviews/run',
      tags: ['Demonstração'],
      summary: 'Roda agora os convites de avaliação da loja.',
      middleware: [localOnly, requireStore],
      responses: {
        200: jsonContent(reviewInvitesRunSchema, 'Convites enviados.'),
        ...errorResponses,
      },
    }),
    async (c) => c.json({ sent: await sendReviewInvites(deps, c.get('store').id) }, 200),
  );
};
