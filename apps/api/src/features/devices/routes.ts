import { createRoute, z } from '@hono/zod-openapi';
import { devicesResponseSchema, revokeDevicesResponseSchema } from '@vitrine/contract/customers';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { errorResponses, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { revokeOtherSessions, revokeSession } from '../../lib/sessions.ts';

/**
 * spec §2 /minha-conta/dispositivos-conectados: the customer's live sessions, with browser and
 * OS from the User-Agent and the masked IP; revoking one ends that session at once.
 */
export const registerDevices: Feature = (app, deps) => {
  const tags = ['Dispositivos conectados'];
  const middleware = requireCustomer;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/customers/me/devices',
      tags,
      summary: 'Lista as sessões ativas; `current` marca a deste pedido.',
      security: bearerSecurity,
      middleware,
      responses: { 200: jsonContent(devicesResponseSchema, 'Sessões ativas.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const session = c.get('session');
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.kind, 'customer'),
            eq(sessions.accountId, session.accountId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt));
      const items = rows.map((row) => ({
        id: row.id,
        browser: row.browser,
        os: row.os,
        device_type: row.deviceType,
        ip: row.ipMasked,
        created_at: row.createdAt.toISOString(),
        last_seen_at: row.lastSeenAt.toISOString(),
        current: row.id === session.id,
      }));
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/customers/me/devices/{id}',
      tags,
      summary: 'Encerra uma sessão (a atual também, se for ela).',
      security: bearerSecurity,
      middleware,
      request: { params: z.object({ id: z.uuid() }) },
      responses: {
        200: jsonContent(revokeDevicesResponseSchema, 'Sessão encerrada.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = deps;
      const session = c.get('session');
      const { id } = c.req.valid('param');
      // Only the caller's own sessions: another account's session id is simply not found.
      const [target] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, id),
            eq(sessions.kind, 'customer'),
            eq(sessions.accountId, session.accountId),
            isNull(sessions.revokedAt),
          ),
        );
      if (!target) throw notFound('Dispositivo não encontrado.');
      await revokeSession(db, target.id, now());
      return c.json({ revoked: 1 }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/customers/me/devices/revoke-others',
      tags,
      summary: 'Encerra todas as sessões menos a atual.',
      security: bearerSecurity,
      middleware,
      responses: {
        200: jsonContent(revokeDevicesResponseSchema, 'Sessões encerradas.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { db, now } = deps;
      const session = c.get('session');
      const revoked = await revokeOtherSessions(
        db,
        'customer',
        session.accountId,
        session.id,
        now(),
      );
      return c.json({ revoked }, 200);
    },
  );
};
