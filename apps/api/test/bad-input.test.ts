import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

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
]);

type Operation = { method: string; path: string; hasBody: boolean; seller: boolean };
let operations: Operation[];
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
        seller: /^\/(sellers|sales|api\/sellers)\b/.test(path),
      })),
  );
});

const HUGE = 'ç'.repeat(60_000);
const GARBAGE_PARAMS = ['x'.repeat(3000), '%00%ff', "' or 1=1 --", '..%2F..%2Fetc'];

async function send(op: Operation, body: unknown, param = 'nao-existe', query = '') {
  const token = await sessionFor(
    db,
    op.seller ? 'seller' : 'customer',
    op.seller ? seller : customer,
  );
  const path = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(param)) + query;
  return call(app, op.method, path, { storeId, token, body });
}

function expectClientError(res: Awaited<ReturnType<typeof call>>, label: string) {
  expect(res.status, `${label}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, label).toBeLessThan(500);
  expect(typeof res.json?.code, label).toBe('string');
  expect(typeof res.json?.message, label).toBe('string');
}

describe('bad input on every accounts/commerce route', () => {
  it('covers the routes', () => {
    expect(operations.length).toBeGreaterThanOrEqual(35);
  });

  it('answers malformed or mistyped bodies with 4xx { code, message }', async () => {
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
    for (const op of operations.filter((candidate) => candidate.hasBody)) {
      for (const body of bad)
        expectClientError(await send(op, body), `${op.method} ${op.path} ${body.slice(0, 20)}`);
      // Unknown fields are dropped, so this may be a valid (empty) update — but never a 5xx.
      expect((await send(op, JSON.stringify({ a: HUGE }))).status).toBeLessThan(500);
    }
  });

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

  it('answers garbage path parameters and queries without a 5xx', async () => {
    for (const op of operations) {
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
  });

  it('never answers 5xx to arbitrary JSON (fast-check)', async () => {
    const withBody = operations.filter((candidate) => candidate.hasBody);
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
      { numRuns: 300 },
    );
  });
});
