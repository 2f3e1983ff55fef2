import { createRoute } from '@hono/zod-openapi';
import { customerProfileSchema, updateProfileBodySchema } from '@vitrine/contract/customers';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { badRequest, unauthorized } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';

type CustomerRow = typeof customers.$inferSelect;

function toProfile(row: CustomerRow) {
  return {
    _id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    store_id: row.storeId,
    cpf: row.cpf,
    phone: row.phone,
    birth_date: row.birthDate ? `${row.birthDate}T00:00:00.000Z` : null,
  };
}

/** spec §2 /minha-conta/meus-dados. The customer is always the session's: no id in the path. */
export const registerProfile: Feature = (app, deps) => {
  const tags = ['Contas de clientes'];
  const profile = jsonContent(customerProfileSchema, 'Dados do cliente.');

  app.openapi(
    createRoute({
      method: 'get',
      path: '/customers/me',
      tags,
      summary: 'Meus dados.',
      security: bearerSecurity,
      middleware: requireCustomer,
      responses: { 200: profile, ...errorResponses },
    }),
    async (c) => {
      const { db } = deps;
      const { accountId, storeId } = c.get('session');
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.id, accountId), eq(customers.storeId, storeId)));
      if (!row) throw unauthorized();
      return c.json(toProfile(row), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/customers/me',
      tags,
      summary: 'Atualiza meus dados (nome, CPF, telefone, nascimento).',
      security: bearerSecurity,
      middleware: requireCustomer,
      request: jsonBody(updateProfileBodySchema),
      responses: { 200: profile, ...errorResponses },
    }),
    async (c) => {
      const { db, now } = deps;
      const { accountId, storeId } = c.get('session');
      const body = c.req.valid('json');
      const birthDate = body.birth_date === undefined ? undefined : body.birth_date?.slice(0, 10);
      if (birthDate && birthDate > now().toISOString().slice(0, 10)) {
        throw badRequest('validation_error', 'A data de nascimento não pode estar no futuro.');
      }
      const changes = {
        firstName: body.first_name,
        lastName: body.last_name,
        cpf: body.cpf,
        phone: body.phone,
        birthDate,
      };
      const mine = and(eq(customers.id, accountId), eq(customers.storeId, storeId));
      // Drizzle refuses an UPDATE with nothing to set; an empty body just reads.
      const [row] = Object.values(changes).some((value) => value !== undefined)
        ? await db.update(customers).set(changes).where(mine).returning()
        : await db.select().from(customers).where(mine);
      if (!row) throw unauthorized();
      return c.json(toProfile(row), 200);
    },
  );
};
