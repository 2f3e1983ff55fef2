import { createRoute, z } from '@hono/zod-openapi';
import { addressBodySchema, addressListSchema, addressSchema } from '@vitrine/contract/addresses';
import { and, eq } from 'drizzle-orm';
import { addresses } from '../../db/schema/index.ts';
import type { Feature } from '../../http/context.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { bearerSecurity, requireCustomer } from '../../http/auth.ts';
import { countAddresses, listAddresses, MAX_ADDRESSES, ownedBy, type Owner } from './reads.ts';
import { toAddress } from './serialize.ts';
import { ensureDefault, keepSingleDefault } from './writes.ts';

type Body = z.output<typeof addressBodySchema>;
const columns = (body: Body) => ({
  recipient: body.recipient,
  zipCode: body.zip_code,
  street: body.street,
  number: body.number,
  complement: body.complement,
  neighborhood: body.neighborhood,
  city: body.city,
  state: body.state,
});

/** spec §7 GET {apiBase}/auth_customers/address, and the rest of the address book under it. */
export const registerAddresses: Feature = (app, deps) => {
  const base = { tags: ['Endereços'], security: bearerSecurity };
  const middleware = requireCustomer;
  const idParam = { params: z.object({ id: z.uuid() }) };
  const one = jsonContent(addressSchema, 'Endereço.');

  app.openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/auth_customers/address',
      summary: 'Endereços do cliente logado (o padrão primeiro).',
      middleware,
      responses: { 200: jsonContent(addressListSchema, 'Endereços.'), ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const rows = await listAddresses(deps.db, owner);
      return c.json({ items: rows.map(toAddress) }, 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/auth_customers/address',
      summary: 'Cadastra um endereço (o primeiro vira o padrão).',
      middleware,
      request: jsonBody(addressBodySchema),
      responses: { 201: one, ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const body = c.req.valid('json');
      const row = await deps.db.transaction(async (tx) => {
        const total = await countAddresses(tx, owner);
        if (total >= MAX_ADDRESSES) {
          throw conflict('too_many_addresses', `Você pode ter até ${MAX_ADDRESSES} endereços.`);
        }
        const [created] = await tx
          .insert(addresses)
          .values({ ...owner, ...columns(body), isDefault: body.is_default || total === 0 })
          .returning();
        if (created?.isDefault) await keepSingleDefault(tx, owner, created.id);
        return created;
      });
      if (!row) throw new Error('address insert returned nothing');
      return c.json(toAddress(row), 201);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      path: '/auth_customers/address/{id}',
      summary: 'Altera um endereço do cliente.',
      middleware,
      request: { ...idParam, ...jsonBody(addressBodySchema) },
      responses: { 200: one, ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const row = await deps.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(addresses)
          .set({ ...columns(body), ...(body.is_default ? { isDefault: true } : {}) })
          .where(and(ownedBy(owner), eq(addresses.id, id)))
          .returning();
        if (updated?.isDefault) await keepSingleDefault(tx, owner, updated.id);
        return updated;
      });
      if (!row) throw notFound('Endereço não encontrado.');
      return c.json(toAddress(row), 200);
    },
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'delete',
      path: '/auth_customers/address/{id}',
      summary: 'Remove um endereço do cliente.',
      middleware,
      request: idParam,
      responses: { 200: jsonContent(addressListSchema, 'Endereços restantes.'), ...errorResponses },
    }),
    async (c) => {
      const owner = ownerOf(c.get('session'));
      const { id } = c.req.valid('param');
      const rows = await deps.db.transaction(async (tx) => {
        const deleted = await tx
          .delete(addresses)
          .where(and(ownedBy(owner), eq(addresses.id, id)))
          .returning({ id: addresses.id });
        if (deleted.length === 0) throw notFound('Endereço não encontrado.');
        await ensureDefault(tx, owner);
        return listAddresses(tx, owner);
      });
      return c.json({ items: rows.map(toAddress) }, 200);
    },
  );
};

function ownerOf(session: { storeId: string; accountId: string }): Owner {
  return { storeId: session.storeId, customerId: session.accountId };
}
