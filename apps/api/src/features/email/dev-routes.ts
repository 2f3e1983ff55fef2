import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@vitrine/contract/common';
import { outboxListSchema } from '@vitrine/contract/dev';
import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { localOnly } from '../../http/local-only.ts';
import { requireStore } from '../../http/store-context.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';

/**
 * DEMO_MODE only: the e-mails the API wrote for one store (X-Store-Id), read from this machine
 * only (localOnly). Lets a demo without SMTP, and the tests, follow first-access and recover
 * links; the links are live, so nobody else, and no other store, may read them.
 */
export const registerOutbox: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/dev/outbox',
      tags: ['Demonstração'],
      summary:
        'E-mails da loja na fila e já enviados, mais recentes primeiro (só em DEMO_MODE, ' +
        'só a partir desta máquina).',
      middleware: [localOnly, requireStore],
      request: {
        query: z.object({
          to: text().trim().toLowerCase().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
      },
      responses: { 200: jsonContent(outboxListSchema, 'E-mails.'), ...errorResponses },
    }),
    async (c) => {
      const { to, limit } = c.req.valid('query');
      // E-mails are queued with their request and sent after it: wait for the passes under way,
      // so an answered request's e-mails show as sent (or logged), not still queued.
      await deps.background.idle();
      const store = c.get('store');
      const rows = await c
        .get('deps')
        .db.select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.storeId, store.id), to ? eq(emailOutbox.to, to) : undefined))
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(limit);
      const items = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        template: row.template,
        headers: row.headers ?? {},
        status: row.status,
        attempts: row.attempts,
        error: row.error,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
      return c.json({ items }, 200);
    },
  );
};
