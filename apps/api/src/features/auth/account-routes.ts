import { createRoute } from '@hono/zod-openapi';
import {
  accountLinkParamsSchema,
  changePasswordBodySchema,
  createPasswordBodySchema,
  firstAccessInfoSchema,
  loginBodySchema,
  messageResponseSchema,
  recoverAccessBodySchema,
  sessionResponseSchema,
} from '@vitrine/contract/auth';
import type { AccountKind } from '../../db/schema/index.ts';
import type { AppDeps, Router } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { requireStore, servedWhileSuspended } from '../../http/store-context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { peekAccountToken } from './account-tokens.ts';
import { findAccount } from './accounts.ts';
import { changePassword, createPassword, login, recoverAccess } from './flows.ts';
import { AUTH_MESSAGES } from './messages.ts';
import { bearerSecurity, requireCustomer, requireSellerDuringSetup } from '../../http/auth.ts';
import { revokeSession } from '../../lib/sessions.ts';

type Paths = { base: string; logout: string; tag: string };

/**
 * Login, first access, recover access, logout and password change: the same routes for
 * customers (/customers/…) and sellers (/sellers/…, logout at the spec's /api/sellers/logout).
 */
export function registerAccountRoutes(app: Router, deps: AppDeps, kind: AccountKind, paths: Paths) {
  const { base, tag } = paths;
  // A seller the store's two-step requirement holds back still logs out and changes password.
  const requireAccount = kind === 'customer' ? requireCustomer : requireSellerDuringSetup;
  const session = jsonContent(sessionResponseSchema, 'Sessão criada.');
  // A suspended store's sellers still sign in (its office reads, writes nothing); its
  // customers do not (the store shows shoppers nothing).
  const storeOf = kind === 'seller' ? [servedWhileSuspended, requireStore] : [requireStore];
  const message = jsonContent(messageResponseSchema, 'Mensagem para a tela.');

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/login`,
      tags: [tag],
      summary: 'Entra com e-mail e senha (limitado por IP e por e-mail).',
      middleware: storeOf,
      request: jsonBody(loginBodySchema),
      responses: { 200: session, ...errorResponses },
    }),
    async (c) => c.json(await login(c, kind, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/create-password`,
      tags: [tag],
      summary: 'Cria a senha pelo link de primeiro acesso ou de recuperação, e entra.',
      middleware: storeOf,
      request: jsonBody(createPasswordBodySchema),
      responses: { 200: session, ...errorResponses },
    }),
    async (c) => c.json(await createPassword(c, kind, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/first-access/{token}`,
      tags: [tag],
      summary: 'Confere um link de criação de senha sem usá-lo.',
      middleware: storeOf,
      request: { params: accountLinkParamsSchema },
      responses: { 200: jsonContent(firstAccessInfoSchema, 'Link válido.'), ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const store = c.get('store');
      const link = await peekAccountToken(db, c.req.valid('param').token, kind, store.id, now());
      const account = link && (await findAccount(db, kind, store.id, link.accountId));
      if (!link || !account) throw new ApiError(404, 'invalid_token', AUTH_MESSAGES.invalidLink);
      return c.json(
        { first_name: account.firstName, email: account.email, purpose: link.purpose },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `${base}/recover-access`,
      tags: [tag],
      summary: 'Envia um link de recuperação; a resposta é sempre a mesma.',
      middleware: storeOf,
      request: jsonBody(recoverAccessBodySchema),
      responses: { 202: message, ...errorResponses },
    }),
    async (c) => c.json(await recoverAccess(c, kind, c.req.valid('json')), 202),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: paths.logout,
      tags: [tag],
      summary: 'Encerra a sessão do token enviado.',
      security: bearerSecurity,
      middleware: requireAccount,
      responses: { 200: message, ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      await revokeSession(db, c.get('session').id, now());
      return c.json({ message: AUTH_MESSAGES.loggedOut }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: `${base}/me/password`,
      tags: [tag],
      summary: 'Troca a senha (pede a atual) e encerra as outras sessões.',
      security: bearerSecurity,
      middleware: requireAccount,
      request: jsonBody(changePasswordBodySchema),
      responses: { 200: message, ...errorResponses },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const answer = await changePassword(deps, kind, c.get('session'), body);
      deliverAfterAnswer(c);
      return c.json(answer, 200);
    },
  );
}
