import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { stores } from '../db/schema/index.ts';
import { STORE_HEADER, type ApiEnv } from './context.ts';
import { ApiError } from './errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Store-scoped routes read the store from the X-Store-Id header (spec §6) and load it; the id
 * in a body is never trusted over it. Everything the route reads or writes is filtered by it.
 */
export const requireStore = createMiddleware<ApiEnv>(async (c, next) => {
  const id = c.req.header(STORE_HEADER);
  if (!id || !UUID.test(id)) {
    throw new ApiError(400, 'store_required', 'Loja não informada (cabeçalho X-Store-Id).');
  }
  const { db } = c.get('deps');
  const [store] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!store) throw new ApiError(404, 'store_not_found', 'Loja não encontrada.');
  c.set('store', store);
  await next();
});
