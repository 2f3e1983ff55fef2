import { createRoute } from '@hono/zod-openapi';
import {
  changeSellerRoleBodySchema,
  inviteSellerBodySchema,
  teamListSchema,
  teamMemberParamsSchema,
  teamMemberSchema,
} from '@vitrine/contract/team';
import type { Feature } from '../../http/context.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireSellerFor } from '../../http/auth.ts';
import { actorOf } from '../../lib/audit-actor.ts';
import { deliverAfterAnswer } from '../email/delivery.ts';
import { hasTwoFactor } from '../../lib/two-factor/codes.ts';
import { listTeam, teamTwoFactor } from './reads.ts';
import { toTeamMember } from './serialize.ts';
import { changeSellerRole, inviteSeller, removeSeller } from './writes.ts';

/**
 * The office's "Equipe": the store's sellers and their roles. Owners only (`team` area): an
 * administrator who could manage the team could remove or demote the owners.
 */
export const registerTeam: Feature = (app, deps) => {
  const base = { tags: ['Equipe'], security: bearerSecurity, middleware: requireSellerFor('team') };
  const member = jsonContent(teamMemberSchema, 'Vendedor da equipe.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/team/sellers',
      summary: 'Os vendedores da loja e seus papéis.',
      responses: { 200: jsonContent(teamListSchema, 'Equipe.'), ...errorResponses },
    }),
    async (c) => {
      const { storeId, accountId } = c.get('session');
      const [rows, twoFactor] = await Promise.all([
        listTeam(deps.db, storeId),
        teamTwoFactor(deps.db, storeId),
      ]);
      const items = rows.map((row) => toTeamMember(row, accountId, twoFactor.on.has(row.id)));
      return c.json({ items, two_factor_required: twoFactor.required }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/team/sellers',
      summary: 'Convida um vendedor: ele recebe por e-mail o link de primeiro acesso.',
      request: jsonBody(inviteSellerBodySchema),
      responses: { 201: member, ...errorResponses },
    }),
    async (c) => {
      const { seller } = await inviteSeller(deps, actorOf(c), c.get('store'), c.req.valid('json'));
      deliverAfterAnswer(c);
      // A new seller has not signed in yet: no two-step verification.
      return c.json(toTeamMember(seller, c.get('session').accountId, false), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'patch',
      path: '/team/sellers/{id}',
      summary: 'Muda o papel de um vendedor (vale na próxima requisição dele).',
      request: { params: teamMemberParamsSchema, ...jsonBody(changeSellerRoleBodySchema) },
      responses: { 200: member, ...errorResponses },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await changeSellerRole(deps.db, actorOf(c), id, c.req.valid('json').role);
      const twoFactor = await hasTwoFactor(deps.db, { kind: 'seller', id: row.id });
      return c.json(toTeamMember(row, c.get('session').accountId, twoFactor), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/team/sellers/{id}',
      summary: 'Remove um vendedor da loja; as sessões dele terminam na hora.',
      request: { params: teamMemberParamsSchema },
      responses: { 204: { description: 'Removido.' }, ...errorResponses },
    }),
    async (c) => {
      await removeSeller(deps.db, actorOf(c), c.req.valid('param').id, deps.now());
      return c.body(null, 204);
    },
  );
};
