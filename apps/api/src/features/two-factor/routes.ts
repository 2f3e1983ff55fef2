import { createRoute } from '@hono/zod-openapi';
import { messageResponseSchema } from '@vitrine/contract/auth';
import {
  recoveryCodesSchema,
  teamTwoFactorSchema,
  twoFactorConfirmBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@vitrine/contract/two-factor';
import type { Feature } from '../../http/context.ts';
import { bearerSecurity, requireSellerDuringSetup, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import {
  confirmSellerTwoFactor,
  disableSellerTwoFactor,
  newSellerRecoveryCodes,
  requireTeamTwoFactor,
  sellerTwoFactorStatus,
  startSellerTwoFactor,
} from './seller-two-factor.ts';

/**
 * A seller's two-step verification (office, Minha conta → Segurança): begin with the password
 * (a QR code for the app), turn on with the app's first code (ten recovery codes, shown once),
 * new recovery codes, turn off with the password and a code. Reachable while the store's
 * requirement holds the seller back (that is where it is met). And the owner's requirement of
 * it for the whole team (Equipe).
 */
export const registerTwoFactor: Feature = (app, deps) => {
  const base = {
    tags: ['Vendedores'],
    security: bearerSecurity,
    middleware: requireSellerDuringSetup,
  };
  const codes = jsonContent(recoveryCodesSchema, 'Os códigos de recuperação, mostrados só agora.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/sellers/me/two-factor',
      summary: 'Se a verificação em duas etapas está ativada, e se a loja a exige.',
      responses: {
        200: jsonContent(twoFactorStatusSchema, 'Situação da verificação.'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await sellerTwoFactorStatus(deps, c.get('session')), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sellers/me/two-factor/setup',
      summary: 'Começa a ativação: um segredo novo para o aplicativo autenticador (QR code).',
      description:
        'Pede a senha. 400 `wrong_password`; 409 `two_factor_on` (já ativada). Não vale até a confirmação com o primeiro código.',
      request: jsonBody(twoFactorSetupBodySchema),
      responses: {
        200: jsonContent(twoFactorSetupSchema, 'O segredo e o QR code.'),
        ...errorResponses,
      },
    }),
    async (c) =>
      c.json(
        await startSellerTwoFactor(deps, c.get('session'), c.get('store'), c.req.valid('json')),
        200,
      ),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sellers/me/two-factor/confirm',
      summary: 'Ativa com o primeiro código do aplicativo; responde os códigos de recuperação.',
      description:
        '400 `invalid_two_factor_code`; 409 `two_factor_not_started` ou `two_factor_on`; 429 após 5 códigos em 15 minutos.',
      request: jsonBody(twoFactorConfirmBodySchema),
      responses: { 200: codes, ...errorResponses },
    }),
    async (c) =>
      c.json(await confirmSellerTwoFactor(deps, actorOf(c), c.req.valid('json').code), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sellers/me/two-factor/recovery-codes',
      summary: 'Gera novos códigos de recuperação (os anteriores deixam de valer).',
      description:
        'Pede um código do aplicativo. 401 `invalid_two_factor_code`; 409 `two_factor_off`.',
      request: jsonBody(twoFactorConfirmBodySchema),
      responses: { 200: codes, ...errorResponses },
    }),
    async (c) =>
      c.json(await newSellerRecoveryCodes(deps, actorOf(c), c.req.valid('json').code), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/sellers/me/two-factor/disable',
      summary: 'Desativa a verificação em duas etapas (pede a senha e um código).',
      description:
        '400 `wrong_password`; 401 `invalid_two_factor_code`; 409 `two_factor_off` ou `two_factor_required_by_store`.',
      request: jsonBody(twoFactorDisableBodySchema),
      responses: {
        200: jsonContent(messageResponseSchema, 'Desativada.'),
        ...errorResponses,
      },
    }),
    async (c) => c.json(await disableSellerTwoFactor(deps, actorOf(c), c.req.valid('json')), 200),
  );

  app.openapi(
    createRoute({
      tags: ['Equipe'],
      security: bearerSecurity,
      middleware: requireSellerFor('team'),
      method: 'put',
      path: '/team/two-factor',
      summary: 'Exige (ou deixa de exigir) a verificação em duas etapas de toda a equipe.',
      description:
        'Só o dono. 409 `two_factor_owner_first` quando quem exige ainda não a ativou. Quem não a tem só volta a usar o painel depois de ativá-la.',
      request: jsonBody(teamTwoFactorSchema),
      responses: { 200: jsonContent(teamTwoFactorSchema, 'A escolha.'), ...errorResponses },
    }),
    async (c) =>
      c.json(await requireTeamTwoFactor(deps, actorOf(c), c.req.valid('json').required), 200),
  );
};
