import { createRoute } from '@hono/zod-openapi';
import { loggedAccountSchema, validateTokenBodySchema } from '@vitrine/contract/auth';
import type { AccountKind } from '../../db/schema/index.ts';
import { STORE_HEADER, type AppDeps, type Router } from '../../http/context.ts';
import { unauthorized } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { findAccount, loggedAccount } from './accounts.ts';
import { findSession } from '../../lib/sessions.ts';

/**
 * spec §7 POST /api/validate_user and /api/validate_seller: the logged account behind a token,
 * or 401 (spec §8: failure means "not logged in", no message shown). The token must belong to
 * the store named by X-Store-Id: a session of one store never validates on another.
 */
export function registerValidateRoute(
  app: Router,
  deps: AppDeps,
  kind: AccountKind,
  path: string,
  tag: string,
) {
  app.openapi(
    createRoute({
      method: 'post',
      path,
      tags: [tag],
      summary: 'Valida um token de acesso e devolve a conta logada.',
      request: jsonBody(validateTokenBodySchema),
      responses: { 200: jsonContent(loggedAccountSchema, 'Conta logada.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const storeId = c.req.header(STORE_HEADER);
      const session = await findSession(db, c.req.valid('json').access_token, kind, now());
      if (!session || session.storeId !== storeId) throw unauthorized();
      const account = await findAccount(db, kind, session.storeId, session.accountId);
      if (!account) throw unauthorized();
      return c.json(loggedAccount(account), 200);
    },
  );
}
