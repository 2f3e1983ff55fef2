import { createRoute } from '@hono/zod-openapi';
import {
  loggedAccountSchema,
  messageResponseSchema,
  sessionResponseSchema,
  validateTokenBodySchema,
} from '@vitrine/contract/auth';
import {
  operatorLoginBodySchema,
  operatorSchema,
  operatorStoreParamsSchema,
  operatorStoreSchema,
  operatorStoresQuerySchema,
  operatorStoresSchema,
  suspendStoreBodySchema,
} from '@vitrine/contract/operators';
import {
  recoveryCodesSchema,
  twoFactorConfirmBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
} from '@vitrine/contract/two-factor';
import type { Context } from 'hono';
import type { Feature } from '../../http/context.ts';
import { notFound, unauthorized } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import {
  beginSetup,
  checkPasswordAgain,
  confirmSetup,
  hasTwoFactor,
} from '../../lib/two-factor/codes.ts';
import { findOperator, requireOperator, type OperatorEnv } from './auth.ts';
import { operatorAccount, operatorLogin } from './flows.ts';
import { OPERATOR_MESSAGES as t } from './messages.ts';
import { listStores, readStore, toStoreRow } from './reads.ts';
import { findOperatorSession, revokeOperatorSession } from './sessions.ts';
import { storeView } from './serialize.ts';
import { reactivateStore, suspendStore } from './writes.ts';

const TAG = 'Operadores da plataforma';
const security = [{ bearerAuth: [] }];

/**
 * The platform's operator console (its staff, created by `operator:create`): sign-in with the
 * password and always a code, every store with its figures, one store, suspend and reactivate.
 * No X-Store-Id: operators see every store. Sellers' and shoppers' tokens open none of it.
 */
export const registerOperators: Feature = (app, deps) => {
  const operator = requireOperator();
  const enrolling = requireOperator({ enrolment: true });
  const account = (c: Context<OperatorEnv>) => ({
    kind: 'operator' as const,
    id: c.get('operator').id,
  });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/login',
      tags: [TAG],
      summary: 'Entra com e-mail, senha e o código do aplicativo autenticador.',
      description:
        '401 `invalid_credentials`, `two_factor_required` (senha certa, falta o código) ou `invalid_two_factor_code`; 429 após 5 tentativas em 15 minutos. Sem a verificação ativada ainda, a sessão só serve para ativá-la.',
      request: jsonBody(operatorLoginBodySchema),
      responses: { 200: jsonContent(sessionResponseSchema, 'Sessão criada.'), ...errorResponses },
    }),
    async (c) => c.json(await operatorLogin(c, c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/validate_operator',
      tags: [TAG],
      summary: 'Valida um token de operador e devolve a conta (store_id vazio).',
      request: jsonBody(validateTokenBodySchema),
      responses: { 200: jsonContent(loggedAccountSchema, 'Conta logada.'), ...errorResponses },
    }),
    async (c) => {
      const session = await findOperatorSession(
        deps.db,
        c.req.valid('json').access_token,
        deps.now(),
      );
      if (!session) throw unauthorized();
      const row = await findOperator(deps.db, session.operatorId);
      if (!row) throw unauthorized();
      return c.json(operatorAccount(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/logout',
      tags: [TAG],
      summary: 'Encerra a sessão do operador.',
      security,
      middleware: enrolling,
      responses: { 200: jsonContent(messageResponseSchema, 'Saiu.'), ...errorResponses },
    }),
    async (c) => {
      await revokeOperatorSession(deps.db, c.get('operatorSession').id, deps.now());
      return c.json({ message: t.loggedOut }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/operator/me',
      tags: [TAG],
      summary: 'O operador logado, e se ainda falta ativar a verificação em duas etapas.',
      security,
      middleware: enrolling,
      responses: { 200: jsonContent(operatorSchema, 'Operador.'), ...errorResponses },
    }),
    async (c) => {
      const row = c.get('operator');
      const on = await hasTwoFactor(deps.db, account(c));
      return c.json({ ...operatorAccount(row), two_factor_setup_required: !on }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/two-factor/setup',
      tags: [TAG],
      summary: 'Começa a ativação da verificação em duas etapas (pede a senha).',
      security,
      middleware: enrolling,
      request: jsonBody(twoFactorSetupBodySchema),
      responses: {
        200: jsonContent(twoFactorSetupSchema, 'Segredo e QR code.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const row = c.get('operator');
      await checkPasswordAgain(
        deps,
        { ...account(c), passwordHash: row.passwordHash },
        c.req.valid('json').password,
      );
      const setup = await beginSetup(deps, account(c), {
        issuer: 'Vitrine · Console',
        label: row.email,
      });
      return c.json(setup, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/two-factor/confirm',
      tags: [TAG],
      summary: 'Ativa com o primeiro código; responde os códigos de recuperação (só agora).',
      security,
      middleware: enrolling,
      request: jsonBody(twoFactorConfirmBodySchema),
      responses: { 200: jsonContent(recoveryCodesSchema, 'Códigos.'), ...errorResponses },
    }),
    async (c) => {
      const codes = await confirmSetup(deps, account(c), c.req.valid('json').code, async () => {});
      return c.json({ recovery_codes: codes }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/operator/stores',
      tags: [TAG],
      summary: 'As lojas da plataforma, com busca, filtros e os números de 30 dias.',
      security,
      middleware: operator,
      request: { query: operatorStoresQuerySchema },
      responses: { 200: jsonContent(operatorStoresSchema, 'Lojas.'), ...errorResponses },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listStores(deps.db, query, deps.now());
      return c.json(
        {
          items: rows.map(toStoreRow),
          page: query.page,
          per_page: query.per_page,
          total,
          total_pages: Math.max(1, Math.ceil(total / query.per_page)),
        },
        200,
      );
    },
  );

  const oneStore = async (id: string) => {
    const found = await readStore(deps.db, id, deps.now());
    if (!found) throw notFound(t.storeNotFound, 'store_not_found');
    return storeView(deps, found);
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/operator/stores/{id}',
      tags: [TAG],
      summary: 'Uma loja: dono, domínios, checklist, limites e as ações de operadores.',
      security,
      middleware: operator,
      request: { params: operatorStoreParamsSchema },
      responses: { 200: jsonContent(operatorStoreSchema, 'Loja.'), ...errorResponses },
    }),
    async (c) => c.json(await oneStore(c.req.valid('param').id), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/stores/{id}/suspend',
      tags: [TAG],
      summary: 'Suspende a loja, com o motivo (enviado ao dono por e-mail).',
      description:
        'Em até 1 minuto, em toda réplica: a vitrine responde "Loja indisponível" (503), nada é vendido nem pago, o painel fica só para consulta. 409 `store_suspended`.',
      security,
      middleware: operator,
      request: { params: operatorStoreParamsSchema, ...jsonBody(suspendStoreBodySchema) },
      responses: { 200: jsonContent(operatorStoreSchema, 'Loja suspensa.'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await suspendStore(deps, c.get('operator').id, id, c.req.valid('json').reason);
      return c.json(await oneStore(id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/operator/stores/{id}/reactivate',
      tags: [TAG],
      summary: 'Reativa uma loja suspensa (o dono é avisado por e-mail).',
      description: '409 `store_not_suspended`.',
      security,
      middleware: operator,
      request: { params: operatorStoreParamsSchema },
      responses: { 200: jsonContent(operatorStoreSchema, 'Loja reativada.'), ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await reactivateStore(deps, c.get('operator').id, id);
      return c.json(await oneStore(id), 200);
    },
  );
};
