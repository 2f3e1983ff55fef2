import { createRoute } from '@hono/zod-openapi';
import { messageResponseSchema, sessionResponseSchema } from '@vitrine/contract/auth';
import {
  sellerStoreSchema,
  emailConfirmationBodySchema,
  officeLoginCodeBodySchema,
  signedUpStoreSchema,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
  slugProposalQuerySchema,
  slugProposalSchema,
  storeSignUpBodySchema,
} from '@vitrine/contract/store-sign-up';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSeller } from '../../http/auth.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { clientIp } from '../../lib/client-info.ts';
import { errorResponses, jsonBody, jsonContent, storeScoped } from '../../lib/openapi.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { loggedAccount, normalizeEmail } from '../auth/accounts.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { storeLinks } from '../email/links.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';
import { resendRateLimits, signUpRateLimits, slugCheckRateLimits } from './rate-limits.ts';
import { hostOf, proposeFreeSlug, sellerAndStore } from './reads.ts';
import { toSellerStore, toSignedUpStore } from './serialize.ts';
import { slugAvailability } from './slug-check.ts';
import { confirmEmail, loginWithCode, openStore, resendConfirmation } from './writes.ts';

/** "Crie sua loja": the platform's own routes, no store header (the store does not exist yet). */
export const registerStoreSignUp: Feature = (app, deps) => {
  const tags = ['Abrir uma loja'];
  const { 400: invalid, 409: taken, 429: tooMany } = errorResponses;

  app.openapi(
    createRoute({
      tags,
      method: 'get',
      path: '/platform/stores/slug-availability',
      summary: 'Se o endereço `{slug}.{PLATFORM_DOMAIN}` está livre para uma loja nova.',
      description:
        '`available` e, se não, `reason` (`length`, `characters`, `hyphen_edge`, `reserved`, `taken`) e `message` em pt-BR. Limite por endereço de cliente (429).',
      request: { query: slugAvailabilityQuerySchema },
      responses: {
        200: jsonContent(slugAvailabilitySchema, 'A resposta.'),
        400: invalid,
        429: tooMany,
      },
    }),
    async (c) => {
      const rules = slugCheckRateLimits({ ip: clientIp(c) });
      await enforceRateLimits(deps.db, deps.now(), rules, SIGN_UP_MESSAGES.tooManyChecks);
      const { slug } = c.req.valid('query');
      c.header('Cache-Control', 'no-store');
      return c.json(await slugAvailability(deps.db, slug, deps.config.PLATFORM_DOMAIN), 200);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'get',
      path: '/platform/stores/slug-proposal',
      summary: 'Um endereço livre a partir do nome da loja (sem acentos: "Café Ipê" → cafe-ipe).',
      request: { query: slugProposalQuerySchema },
      responses: {
        200: jsonContent(slugProposalSchema, 'O endereço proposto.'),
        400: invalid,
        429: tooMany,
      },
    }),
    async (c) => {
      const rules = slugCheckRateLimits({ ip: clientIp(c) });
      await enforceRateLimits(deps.db, deps.now(), rules, SIGN_UP_MESSAGES.tooManyChecks);
      const slug = await proposeFreeSlug(deps.db, c.req.valid('query').name);
      c.header('Cache-Control', 'no-store');
      return c.json({ slug, host: hostOf(slug, deps.config.PLATFORM_DOMAIN) }, 200);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/platform/stores',
      summary: 'Cria uma loja (ainda não aberta) e o acesso do dono ao painel.',
      description:
        'Numa transação: a loja (`draft`), o host `{slug}.{PLATFORM_DOMAIN}`, o dono (papel `owner`), as regras de pagamento iniciais, as páginas de conteúdo em rascunho e o e-mail de confirmação. Responde com `office_login`: um código de uso único, válido por minutos e só nessa loja, que o servidor do painel troca pela sessão (POST /sellers/login-code); nenhuma sessão sai daqui. 409 `email_in_use` (o e-mail já tem conta) ou `slug_taken`; 429 por e-mail e por endereço de cliente. Recusada, não grava nada.',
      request: jsonBody(storeSignUpBodySchema),
      responses: {
        201: jsonContent(signedUpStoreSchema, 'A loja criada e o código de acesso ao painel.'),
        400: invalid,
        409: taken,
        429: tooMany,
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const email = normalizeEmail(body.email);
      const rules = signUpRateLimits({ email, ip: clientIp(c) });
      await enforceRateLimits(deps.db, deps.now(), rules, SIGN_UP_MESSAGES.tooMany);
      const opened = await openStore(deps, { ...body, email });
      deps.storeCache.forget(opened.store.id);
      deliverAfterAnswer(c);
      c.header('Cache-Control', 'no-store');
      return c.json(toSignedUpStore(opened), 201);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/sellers/confirm-email',
      middleware: storeScoped.middleware,
      summary: 'Confirma o e-mail do dono pelo link enviado na criação da loja (uso único, 48 h).',
      request: { headers: storeScoped.headers, ...jsonBody(emailConfirmationBodySchema) },
      responses: {
        200: jsonContent(messageResponseSchema, 'Confirmado.'),
        400: invalid,
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const store = c.get('store');
      const ok = await confirmEmail(deps.db, store.id, c.req.valid('json').token, deps.now());
      if (!ok) throw new ApiError(400, 'invalid_token', SIGN_UP_MESSAGES.invalidLink);
      return c.json({ message: SIGN_UP_MESSAGES.confirmed }, 200);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/sellers/me/email-confirmation',
      security: bearerSecurity,
      middleware: requireSeller,
      summary: 'Envia um novo link de confirmação do e-mail (o anterior deixa de valer).',
      description: '409 `email_already_confirmed`; 429 depois de 3 envios numa hora.',
      responses: {
        200: jsonContent(messageResponseSchema, 'Enviado.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const session = c.get('session');
      const rules = resendRateLimits({ sellerId: session.accountId });
      await enforceRateLimits(deps.db, deps.now(), rules, SIGN_UP_MESSAGES.tooManyResends);
      const sent = await resendConfirmation(deps, session.storeId, session.accountId);
      if (!sent) throw conflict('email_already_confirmed', SIGN_UP_MESSAGES.alreadyConfirmed);
      deliverAfterAnswer(c);
      return c.json({ message: SIGN_UP_MESSAGES.resent(sent.to) }, 200);
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'post',
      path: '/sellers/login-code',
      middleware: storeScoped.middleware,
      summary: 'Troca o código de acesso da criação da loja pela sessão do dono (uso único).',
      description:
        'Chamada pelo servidor do painel da loja nova (`/vendedor/entrar`), que guarda o token no cookie HttpOnly. O código vale uma vez, por 5 minutos, e só com o `X-Store-Id` da loja criada; fora disso, 400 `invalid_token`.',
      request: { headers: storeScoped.headers, ...jsonBody(officeLoginCodeBodySchema) },
      responses: {
        200: jsonContent(sessionResponseSchema, 'A sessão do vendedor.'),
        400: invalid,
        404: errorResponses[404],
      },
    }),
    async (c) => {
      const logged = await loginWithCode(deps, c.get('store').id, c.req.valid('json').code, {
        userAgent: c.req.header('user-agent'),
        ip: clientIp(c),
      });
      if (!logged) throw new ApiError(400, 'invalid_token', SIGN_UP_MESSAGES.invalidLoginCode);
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          access_token: logged.token,
          expires_at: logged.expiresAt.toISOString(),
          account: loggedAccount(logged.account),
        },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      tags,
      method: 'get',
      path: '/sellers/me/store',
      security: bearerSecurity,
      middleware: requireSeller,
      summary: 'A loja do vendedor: endereço na plataforma, vitrine, situação e e-mail confirmado.',
      responses: {
        200: jsonContent(sellerStoreSchema, 'A loja e o vendedor.'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const session = c.get('session');
      const row = await sellerAndStore(deps.db, session.storeId, session.accountId);
      if (!row) throw new ApiError(404, 'not_found', SIGN_UP_MESSAGES.storeNotFound);
      const url = (await storeLinks(deps, session.storeId))('/');
      const host = new URL(url).hostname;
      return c.json(toSellerStore(row.store, row.seller, host, url), 200);
    },
  );
};
