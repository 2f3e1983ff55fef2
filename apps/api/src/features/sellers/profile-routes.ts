import { createRoute } from '@hono/zod-openapi';
import { sellerProfileSchema, updateSellerBodySchema } from '@vitrine/contract/sellers';
import { and, eq } from 'drizzle-orm';
import { sellers } from '../../db/schema/index.ts';
import type { Feature, StoreRow } from '../../http/context.ts';
import { unauthorized } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerDuringSetup, sellerAccessOf } from '../../http/auth.ts';

type SellerRow = typeof sellers.$inferSelect;

const toProfile = (row: SellerRow, setupRequired: boolean, store: StoreRow) => ({
  _id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  store_id: row.storeId,
  phone: row.phone,
  role: row.role,
  two_factor_setup_required: setupRequired,
  store_suspension: store.suspendedAt
    ? { at: store.suspendedAt.toISOString(), reason: store.suspensionReason ?? '' }
    : null,
});

/**
 * spec §2 /vendedor/minha-conta/meus-dados: always the session's own seller — also while the
 * store's two-step requirement holds them back (the office learns it here).
 */
export const registerSellerProfile: Feature = (app, deps) => {
  const base = {
    tags: ['Vendedores'],
    security: bearerSecurity,
    middleware: requireSellerDuringSetup,
  };
  const answer = async (row: SellerRow, store: StoreRow) => {
    const access = await sellerAccessOf(deps.db, { accountId: row.id, storeId: row.storeId });
    return toProfile(row, access?.setupRequired ?? false, store);
  };
  const profile = jsonContent(sellerProfileSchema, 'Dados do vendedor.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sellers/me',
      summary: 'Meus dados de vendedor.',
      responses: { 200: profile, ...errorResponses },
    }),
    async (c) => {
      const { accountId, storeId } = c.get('session');
      const [row] = await c
        .get('deps')
        .db.select()
        .from(sellers)
        .where(and(eq(sellers.id, accountId), eq(sellers.storeId, storeId)));
      if (!row) throw unauthorized();
      return c.json(await answer(row, c.get('store')), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/sellers/me',
      summary: 'Atualiza nome e telefone do vendedor.',
      request: jsonBody(updateSellerBodySchema),
      responses: { 200: profile, ...errorResponses },
    }),
    async (c) => {
      const { db } = deps;
      const { accountId, storeId } = c.get('session');
      const body = c.req.valid('json');
      const changes = { firstName: body.first_name, lastName: body.last_name, phone: body.phone };
      const mine = and(eq(sellers.id, accountId), eq(sellers.storeId, storeId));
      const [row] = Object.values(changes).some((value) => value !== undefined)
        ? await db.update(sellers).set(changes).where(mine).returning()
        : await db.select().from(sellers).where(mine);
      if (!row) throw unauthorized();
      return c.json(await answer(row, c.get('store')), 200);
    },
  );
};
