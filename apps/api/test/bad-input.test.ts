import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createSeller,
  operatorSessionFor,
  sessionFor,
} from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import {
  isOperatorRoute,
  isSellerRoute,
  PARAM_SAMPLES,
  VALID_BODIES,
} from './fixtures/requests.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';

// A closed port as the freight platform: a valid "Testar token" fails at once (connection
// refused) instead of asking the real Melhor Envio over the internet.
const { app, db, deps } = await createTestApp({
  config: { MELHOR_ENVIO_URL: 'http://127.0.0.1:9' },
});

// Every endpoint answers bad input with 4xx `{ code, message }`, never 5xx. Driven by
// /openapi.json, so a new accounts/commerce route is covered the day it is added.
const OUR_TAGS = new Set([
  'Contas de clientes',
  'Dispositivos conectados',
  'Endereços',
  'Carrinho',
  'Checkout',
  'Pedidos',
  'Pagamentos',
  'Vendedores',
  'Vendas',
  'Demonstração',
  'Abrir uma loja',
  'Favoritos',
  'Relatórios',
]);

type Operation = { method: string; path: string; hasBody: boolean; seller: boolean };
let operations: Operation[];
/**
 * The walks over every route are cut in parts, each its own test (and 30 s): whole, they grew
 * with the routes past 30 s on a loaded machine (ci84). Operation i is in part i mod 6.
 */
const PARTS = [1, 2, 3, 4, 5, 6] as const;
const partOf = <T>(items: T[], part: number) =>
  items.filter((_, index) => index % PARTS.length === part - 1);
let storeId: string;
let customer: { id: string; storeId: string };
let seller: { id: string; storeId: string };

beforeAll(async () => {
  const store = await createStore(db);
  storeId = store.id;
  customer = await createCustomer(db, store.id);
  seller = await createSeller(db, store.id);
  const doc = (await call(app, 'GET', '/openapi.json')).json;
  operations = Object.entries(
    doc.paths as Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => op.tags?.some((tag) => OUR_TAGS.has(tag)))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: Boolean(op.requestBody),
        seller: isSellerRoute(path),
      })),
  );
});

const HUGE = 'ç'.repeat(60_000);
/** Words of zod's and Hono's English defaults. */
const ENGLISH = /\b(invalid|expected|received|required|must|string|number|too (big|small))\b/i;
const GARBAGE_PARAMS = ['x'.repeat(3000), '%00%ff', "' or 1=1 --", '..%2F..%2Fetc'];

async function send(op: Operation, body: unknown, param = 'nao-existe', query = '') {
  const token = isOperatorRoute(op.path)
    ? await operatorSessionFor(db)
    : await sessionFor(db, op.seller ? 'seller' : 'customer', op.seller ? seller : customer);
  const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(param)) + query;
  return call(app, op.method, path, { storeId, token, body });
}

function expectClientError(res: Awaited<ReturnType<typeof call>>, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(typeof res.json?.code, label).toBe('string');
  expect(typeof res.json?.message, label).toBe('string');
  expectPortuguese(res.json, label);
}

/** Every message a person can read is pt-BR: none of zod's or Hono's English defaults. */
function expectPortuguese(body: { message: string; details?: unknown }, label: string) {
  const details = Array.isArray(body.details) ? (body.details as { message?: string }[]) : [];
  for (const text of [body.message, ...details.map((detail) => detail.message)])
    expect(text, label).not.toMatch(ENGLISH);
}

describe('bad input on every accounts/commerce route', () => {
  it('covers the routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it.each(PARTS)(
    'answers malformed or mistyped bodies with 4xx { code, message } (part %i)',
    async (part) => {
      const bad = [
        '{"qnt": 1,',
        '[1,2,3]',
        '42',
        '"texto"',
        'null',
        JSON.stringify({
          email: HUGE,
          password: HUGE,
          zip_code: HUGE,
          qnt: '1',
          status: 1,
          first_name: 7,
        }),
      ];
      for (const op of partOf(
        operations.filter((candidate) => candidate.hasBody),
        part,
      )) {
        for (const body of bad)
          expectClientError(await send(op, body), `${op.method} ${op.path} ${body.slice(0, 20)}`);
        // Unknown fields are dropped, so this may be a valid (empty) update — but never a 5xx.
        expect((await send(op, JSON.stringify({ a: HUGE }))).status).toBeLessThan(500);
      }
    },
  );

  it('words the field problems zod finds in pt-BR, in the body and in the query', async () => {
    const cart = await call(app, 'POST', '/cart', {
      storeId,
      token: await sessionFor(db, 'customer', customer),
      body: { qnt: 1, code: 7, variation: 'AUR-0001-01', store_id: storeId },
    });
    expect(cart.status).toBe(400);
    expect(cart.json).toEqual({
      code: 'validation_error',
      message: 'Dados inválidos. Confira os campos e tente novamente.',
      details: [
        { path: 'code', message: 'Entrada inválida: esperava um texto, recebeu um número' },
      ],
    });
    const sales = await call(app, 'GET', '/sales?status=voando', {
      storeId,
      token: await sessionFor(db, 'seller', seller),
    });
    expect(sales.status).toBe(400);
    expect(sales.json.details).toEqual([
      { path: 'status', message: expect.stringMatching(/^Opção inválida: esperava uma das/) },
    ]);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const op = operations.find((candidate) => candidate.path === '/customers/login')!;
    const res = await send(op, JSON.stringify({ email: 'x'.repeat(300_000) }));
    expect(res.status).toBe(413);
  });

  // The walks over every route are cut in parts, each its own test (and 30 s): whole, they grew
  // with the routes past 30 s on a loaded machine (ci84).
  it.each(PARTS)(
    'answers garbage path parameters and queries without a 5xx (part %i)',
    async (part) => {
      for (const op of partOf(operations, part)) {
        for (const param of GARBAGE_PARAMS) {
          const res = await send(
            op,
            op.hasBody ? {} : undefined,
            param,
            '?page=-1&per_page=abc&status=voando&from=31/02/2026&limit=0',
          );
          expect(res.status, `${op.method} ${op.path} ${param.slice(0, 10)}`).toBeLessThan(500);
          if (res.status >= 400) expectClientError(res, `${op.method} ${op.path}`);
        }
      }
    },
  );

  it.each(PARTS)('never answers 5xx to arbitrary JSON (fast-check, part %i)', async (part) => {
    const withBody = partOf(
      operations.filter((candidate) => candidate.hasBody),
      part,
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody),
        fc.jsonValue({ maxDepth: 3 }),
        async (op, body) => {
          const res = await send(op, JSON.stringify(body));
          expect(
            res.status,
            `${op.method} ${op.path} ${JSON.stringify(body).slice(0, 80)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expectClientError(res, `${op.method} ${op.path}`);
        },
      ),
      { numRuns: 300 / PARTS.length },
    );
  });
});

// Values PostgreSQL refuses (it answered 500 for them): a NUL byte in any text, and dates its
// timestamps cannot hold. The contract's one rule for strings (`text()` in
// @vitrine/contract/common, requiredString in @vitrine/domain) and its date range turn them
// into a 400 before any query. Walked over every route, parameter and body field of
// /openapi.json, so a new route or field is covered the day it is added.
type Schema = {
  type?: string | string[];
  format?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  $ref?: string;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Route = {
  method: string;
  path: string;
  key: string;
  seller: boolean;
  parameters: Parameter[];
  body: Record<string, Schema> | null;
};

const NUL = '\u0000';
const FAR_DATES = ['9999-12-31', '0001-01-01', '1899-12-31', '2100-01-01'];

let routes: Route[];

function types(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(types);
  return [schema.type ?? []].flat();
}
const isText = (schema: Schema | undefined) => types(schema).includes('string');
const formatOf = (schema: Schema | undefined): string | undefined =>
  schema?.format ?? schema?.anyOf?.map(formatOf).find(Boolean);

beforeAll(async () => {
  const doc = (await call(app, 'GET', '/openapi.json')).json;
  const resolve = (schema: Schema): Schema =>
    schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)!] : schema;
  routes = Object.entries(
    doc.paths as Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: Schema }> };
        }
      >
    >,
  ).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = op.requestBody?.content['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        seller: isSellerRoute(path),
        parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
        body: body ? (resolve(body).properties ?? {}) : null,
      };
    }),
  );
});

/** The route's request with `change` applied: params, query and body otherwise valid. */
async function sendRoute(
  route: Route,
  change: { param?: [string, string]; body?: Record<string, unknown> } = {},
) {
  const values = (p: Parameter) =>
    change.param?.[0] === p.name ? change.param[1] : (PARAM_SAMPLES[p.name] ?? 'x');
  const path = route.parameters
    .filter((p) => p.in === 'path')
    .reduce((at, p) => at.replace(`{${p.name}}`, encodeURIComponent(values(p))), route.path);
  const query = new URLSearchParams(
    route.parameters
      .filter((p) => p.in === 'query' && (p.required || change.param?.[0] === p.name))
      .map((p): [string, string] => [p.name, values(p)]),
  ).toString();
  const body = change.body ?? (route.body ? VALID_BODIES[route.key]?.(storeId) : undefined);
  const raw = body === undefined ? undefined : JSON.stringify(body);
  const token = isOperatorRoute(route.path)
    ? await operatorSessionFor(db)
    : await sessionFor(db, route.seller ? 'seller' : 'customer', route.seller ? seller : customer);
  const signature = raw && signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, raw);
  // From this machine, as the demo's own user: the demo endpoints' input is checked too.
  return call(app, route.method, query ? `${path}?${query}` : path, {
    storeId,
    token,
    body: raw,
    headers: signature ? { 'X-Signature': signature } : {},
    remoteAddress: LOOPBACK,
  });
}

function expectRefused(res: Awaited<ReturnType<typeof call>>, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 300)}`).toBe(400);
  expect(res.json.code, label).toBe('validation_error');
  expectPortuguese(res.json, label);
}

describe('NUL bytes and out-of-range dates on every route', () => {
  it('has a valid body for every route that takes one', () => {
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const route of routes.filter((candidate) => candidate.body))
      expect(VALID_BODIES, route.key).toHaveProperty([route.key]);
  });

  it('refuses a NUL byte in every path parameter and query string with a pt-BR 400', async () => {
    let checked = 0;
    for (const route of routes) {
      for (const p of route.parameters.filter((candidate) => isText(candidate.schema))) {
        const value = `${PARAM_SAMPLES[p.name] ?? 'x'}${NUL}`;
        expectRefused(await sendRoute(route, { param: [p.name, value] }), `${route.key} ${p.name}`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it('refuses a NUL byte in every text field of every body with a pt-BR 400', async () => {
    let checked = 0;
    for (const route of routes.filter((candidate) => candidate.body)) {
      const valid = VALID_BODIES[route.key]!(storeId);
      for (const [field, schema] of Object.entries(route.body!).filter(([, s]) => isText(s))) {
        const value = typeof valid[field] === 'string' ? valid[field] : 'a';
        const body = { ...valid, [field]: `${value.slice(0, 1)}${NUL}${value.slice(1)}` };
        expectRefused(await sendRoute(route, { body }), `${route.key} ${field} (${schema.type})`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(40);
  });

  it('refuses dates outside 2000–2099 in every date parameter and body field', async () => {
    let checked = 0;
    for (const route of routes) {
      for (const p of route.parameters.filter((candidate) => formatOf(candidate.schema))) {
        for (const day of FAR_DATES) {
          const value = formatOf(p.schema) === 'date' ? day : `${day}T12:00:00.000Z`;
          expectRefused(await sendRoute(route, { param: [p.name, value] }), `${route.key} ${day}`);
          checked += 1;
        }
      }
      const dated = Object.entries(route.body ?? {}).filter(([, s]) =>
        ['date', 'date-time'].includes(formatOf(s) ?? ''),
      );
      for (const [field, schema] of dated) {
        for (const day of FAR_DATES) {
          const value = formatOf(schema) === 'date' ? day : `${day}T12:00:00.000Z`;
          const body = { ...VALID_BODIES[route.key]!(storeId), [field]: value };
          expectRefused(await sendRoute(route, { body }), `${route.key} ${field} ${day}`);
          checked += 1;
        }
      }
    }
    // /sales from and to, the webhook's paid_at.
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
