import { createRoute, z } from '@hono/zod-openapi';
import { text } from '@vitrine/contract/common';
import { isIP } from 'node:net';
import type { Feature } from '../../http/context.ts';
import { conflict } from '../../http/errors.ts';
import { localOnly } from '../../http/local-only.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { DEMO_DNS_TYPES, type DemoDns, type DemoDnsType } from './demo-dns.ts';
import { DEMO_DNS_MESSAGES as M } from './messages.ts';

/** A host name, labels of letters, digits, hyphens and the underscore of `_vitrine`. */
const HOST =
  /^(?=.{1,253}\.?$)[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?)*\.?$/i;

/** What is wrong with a value of each type, if anything; a TXT holds any text. */
const valueProblem: Record<DemoDnsType, (value: string) => string | null> = {
  TXT: () => null,
  CNAME: (value) => (HOST.test(value) ? null : M.cnameValue),
  A: (value) => (isIP(value) === 4 ? null : M.aValue),
  AAAA: (value) => (isIP(value) === 6 ? null : M.aaaaValue),
};

// Local schemas, as the demo bank's portal has: a demo-only door no app calls.
const demoDnsRecordBodySchema = z
  .object({
    name: text().trim().regex(HOST, M.name),
    type: z.enum(DEMO_DNS_TYPES, M.type),
    /** Empty removes the name's records of this type. */
    values: z.array(text().trim().min(1, M.emptyValue).max(255, M.longValue)).max(10, M.tooMany),
  })
  .superRefine((record, ctx) => {
    record.values.forEach((value, index) => {
      const message = valueProblem[record.type](value);
      if (message) ctx.addIssue({ code: 'custom', path: ['values', index], message });
    });
  })
  .meta({ id: 'DemoDnsRecordBody' });

const demoDnsZoneSchema = z
  .object({
    records: z.array(
      z.object({ name: z.string(), type: z.enum(DEMO_DNS_TYPES), values: z.array(z.string()) }),
    ),
  })
  .meta({ id: 'DemoDnsZone' });

/**
 * DEMO_MODE only, from this machine only: the demo's registrar, where the demo seller sets the
 * records Configurações → Domínio shows, as they would at Registro.br; "Verificar" then finds
 * them through node's resolver, as it would a real zone's. 409 `demo_dns_missing` when the
 * API asks DNS servers of its own (DNS_SERVERS set): there is no demo zone to write.
 */
export const registerDemoDns: Feature = (app, deps) => {
  const zone = (): DemoDns => {
    if (!deps.demoDns) throw conflict('demo_dns_missing', M.missing);
    return deps.demoDns;
  };
  const listed = async (dns: DemoDns) => ({ records: await dns.list() });
  const base = {
    path: '/dev/demo-dns/records',
    tags: ['Demonstração'],
    middleware: [localOnly],
    responses: {
      200: jsonContent(demoDnsZoneSchema, 'Os registros da zona de demonstração.'),
      ...errorResponses,
    },
  };
  const only = ' (só em DEMO_MODE, só a partir desta máquina).';

  app.openapi(
    createRoute({ ...base, method: 'get', summary: `Os registros do DNS de demonstração${only}` }),
    async (c) => c.json(await listed(zone()), 200),
  );

  app.openapi(
    createRoute({
      ...base,
      method: 'put',
      summary: `Define os registros de um tipo em um nome do DNS de demonstração${only}`,
      description: '`values` vazio remove os registros desse tipo nesse nome.',
      request: jsonBody(demoDnsRecordBodySchema),
    }),
    async (c) => {
      const { name, type, values } = c.req.valid('json');
      const dns = zone();
      await dns.set(name, type, values);
      return c.json(await listed(dns), 200);
    },
  );

  app.openapi(
    createRoute({ ...base, method: 'delete', summary: `Esvazia o DNS de demonstração${only}` }),
    async (c) => {
      const dns = zone();
      await dns.clear();
      return c.json(await listed(dns), 200);
    },
  );
};
