import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogImports, productVariations } from '../src/db/schema/index.ts';
import { createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { catalogState, csvFile, uploadCsv } from './fixtures/catalog-csv.ts';
import { call, createTestApp } from './harness.ts';

// The catalog import over HTTP: the check lists every problem by row and column and writes
// nothing; the apply creates and updates by SKU; the same file again changes nothing.

const { app, db } = await createTestApp();

const HEADER = [
  'Tipo',
  'Código do produto',
  'Nome',
  'Status',
  'Categoria',
  'Opção: Cor',
  'Opção: Tamanho',
  'SKU',
  'Preço',
  'Preço de',
  'Estoque',
];

async function sellerOfNewStore() {
  const store = await createStore(db);
  const seller = await createSeller(db, store.id);
  const token = await sessionFor(db, 'seller', seller);
  await createCategory(db, store.id, { name: 'Camisetas', slug: 'camisetas' });
  return { storeId: store.id, token, auth: { token, storeId: store.id } };
}

let shop: Awaited<ReturnType<typeof sellerOfNewStore>>;
beforeAll(async () => {
  shop = await sellerOfNewStore();
});

const TWO_SHIRTS = csvFile(HEADER, [
  [
    'produto',
    'CAM-LISA',
    'Camiseta Lisa',
    'ativo',
    'Camisetas',
    'Azul',
    'P',
    'CL-AZ-P',
    '49,90',
    '59,90',
    '10',
  ],
  [
    'produto',
    'CAM-LISA',
    'Camiseta Lisa',
    'ativo',
    'Camisetas',
    'Azul',
    'M',
    'CL-AZ-M',
    '49,90',
    '59,90',
    '8',
  ],
  [
    'produto',
    'CAM-LISA',
    'Camiseta Lisa',
    'ativo',
    'Camisetas',
    'Verde',
    'P',
    'CL-VD-P',
    '1.049,90',
    '',
    '0',
  ],
  [
    'produto',
    'CAM-GOLA',
    'Camiseta Gola V',
    'rascunho',
    'camisetas',
    '',
    '',
    'CG-UN',
    '39',
    '',
    '5',
  ],
]);

async function applyAndWait(id: string) {
  // The harness's request waits for the background work a request started: the whole apply.
  const started = await call(app, 'POST', `/catalog/imports/${id}/apply`, shop);
  expect(started.status).toBe(202);
  return (await call(app, 'GET', `/catalog/imports/${id}`, shop)).json;
}

describe('POST /catalog/imports (the check)', () => {
  it('checks a file and writes nothing but the import', async () => {
    const before = await catalogState(db, shop.storeId);
    const { status, json } = await uploadCsv(app, shop.auth, TWO_SHIRTS);
    expect(status).toBe(202);
    expect(json).toMatchObject({
      status: 'checked',
      file_name: 'catalogo.csv',
      rows_total: 4,
      rows_done: 0,
      rows_rejected: 0,
      problems: [],
      running: false,
    });
    expect(await catalogState(db, shop.storeId)).toEqual(before);
  });

  it('lists each problem by row and column in pt-BR, and rejects only the products they touch', async () => {
    const other = await createProduct(db, shop.storeId, { name: 'Boné' });
    const [otherSku] = await db
      .select({ code: productVariations.code })
      .from(productVariations)
      .where(eq(productVariations.productId, other.id));
    const file = csvFile(HEADER, [
      ['produto', 'A', 'Produto A', 'ativo', 'Inexistente', '', '', 'A-1', '10', '', '1'],
      ['produto', 'B', 'Produto B', 'ativo', '', '', '', 'B-1', '49,999', '', '1'],
      ['produto', 'C', 'Produto C', 'ativo', '', '', '', 'B-1', '10', '', '1'],
      ['produto', 'D', 'Produto D', 'ativo', '', '', '', otherSku!.code, '10', '', '1'],
      ['produto', 'E', 'Produto E', 'ativo', '', '', '', 'E-1', '10', '', '-2'],
      ['produto', 'F', '', 'ativo', '', '', '', 'F-1', '', '', '1'],
      ['produto', 'G', 'Produto G', 'ativo', '', 'Azul', 'P', 'G-1', '10', '', '1'],
      ['produto', 'G', 'Produto G', 'ativo', '', 'Azul', '', 'G-2', '10', '', '1'],
      ['produto', 'H', 'Produto H', 'ativo', '', '', '', 'H-1', '10', '', '1'],
    ]);
    const { json } = await uploadCsv(app, shop.auth, file);
    expect(json.status).toBe('checked');
    expect(json.rows_total).toBe(1);
    expect(json.rows_rejected).toBe(8);
    expect(json.problems).toEqual(
      [
        {
          row: 2,
          column: 'Categoria',
          message:
            'a categoria "Inexistente" não existe na loja. Crie-a antes ou use o nome de uma existente.',
        },
        { row: 3, column: 'Preço', message: 'use um valor como 49,90.' },
        { row: 4, column: 'SKU', message: 'este SKU já aparece na linha 3.' },
        {
          row: 5,
          column: 'SKU',
          message: `este SKU já pertence a outro produto (${other.code}).`,
        },
        { row: 6, column: 'Estoque', message: 'o estoque não pode ser negativo.' },
        { row: 7, column: 'Preço', message: 'preencha este campo.' },
        { row: 7, column: 'Nome', message: 'preencha este campo.' },
        {
          row: 9,
          column: 'Opção: Tamanho',
          message:
            'as variações de um produto têm as mesmas opções (Cor, Tamanho); preencha todas.',
        },
        {
          row: 8,
          column: '',
          message: 'não importada porque outra linha do mesmo produto tem problema (linha 9).',
        },
      ].sort((a, b) => a.row - b.row),
    );
    const rejected = await app.request(`/catalog/imports/${json._id}/rejected`, {
      headers: { Authorization: `Bearer ${shop.token}`, 'X-Store-Id': shop.storeId },
    });
    const text = await rejected.text();
    expect(rejected.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Linha;Tipo;Código do produto;Nome;Status;Categoria;Opção: Cor;Opção: Tamanho;SKU;Preço;Preço de;Estoque;Problema',
    );
    expect(lines).toHaveLength(9);
    expect(lines[2]).toBe(
      '3;produto;B;Produto B;ativo;;;;B-1;49,999;;1;Preço: use um valor como 49,90.',
    );
  });

  it('rejects a file it cannot apply any row of, and refuses to apply it', async () => {
    const { json } = await uploadCsv(app, shop.auth, csvFile(['Nome', 'Preço'], [['X', '1']]));
    expect(json.status).toBe('rejected');
    expect(json.problems).toContainEqual({
      row: 1,
      column: 'SKU',
      message: 'a planilha precisa de uma coluna SKU.',
    });
    const apply = await call(app, 'POST', `/catalog/imports/${json._id}/apply`, shop);
    expect(apply.status).toBe(409);
    expect(apply.json.code).toBe('import_rejected');
  });
});

describe('POST /catalog/imports/{id}/apply', () => {
  it('creates the products, then the same file again changes nothing', async () => {
    const first = await uploadCsv(app, shop.auth, TWO_SHIRTS);
    const applied = await applyAndWait(first.json._id);
    expect(applied).toMatchObject({
      status: 'applied',
      rows_done: 4,
      created: 4,
      updated: 0,
      unchanged: 0,
      running: false,
    });
    const state = await catalogState(db, shop.storeId);
    const lisa = state.catalog.filter((row) => row.product.code === 'CAM-LISA');
    expect(lisa.map((row) => row.variation)).toMatchObject([
      {
        code: 'CL-AZ-P',
        options: { Cor: 'Azul', Tamanho: 'P' },
        priceCents: 4990,
        compareAtPriceCents: 5990,
        stock: 10,
      },
      { code: 'CL-AZ-M', options: { Cor: 'Azul', Tamanho: 'M' }, priceCents: 4990, stock: 8 },
      { code: 'CL-VD-P', options: { Cor: 'Verde', Tamanho: 'P' }, priceCents: 104990, stock: 0 },
    ]);
    expect(lisa[0]?.product).toMatchObject({
      name: 'Camiseta Lisa',
      status: 'active',
      options: [
        { name: 'Cor', values: ['Azul', 'Verde'] },
        { name: 'Tamanho', values: ['P', 'M'] },
      ],
    });

    const again = await uploadCsv(app, shop.auth, TWO_SHIRTS);
    expect(again.json.status).toBe('checked');
    const second = await applyAndWait(again.json._id);
    expect(second).toMatchObject({ status: 'applied', created: 0, updated: 0, unchanged: 4 });
    expect(await catalogState(db, shop.storeId)).toEqual(state);
  });

  it('updates by SKU: a changed price is one update, a changed stock one import adjustment', async () => {
    const changed = csvFile(
      ['SKU', 'Preço', 'Estoque'],
      [
        ['CL-AZ-P', '44,90', '10'],
        ['cl-az-m', '49,90', '12'],
        ['CL-VD-P', '1049,90', '0'],
      ],
    );
    const before = await catalogState(db, shop.storeId);
    const { json } = await uploadCsv(app, shop.auth, changed);
    const applied = await applyAndWait(json._id);
    expect(applied).toMatchObject({ created: 0, updated: 2, unchanged: 1 });
    const after = await catalogState(db, shop.storeId);
    expect(after.adjustments).toBe(before.adjustments + 1);
    // The price's save and the stock's adjustment: one audit row each, nothing for the rest.
    expect(after.audits).toBe(before.audits + 2);
    const byCode = new Map(after.catalog.map((row) => [row.variation.code, row.variation]));
    expect(byCode.get('CL-AZ-P')).toMatchObject({ priceCents: 4490, stock: 10 });
    expect(byCode.get('CL-AZ-M')).toMatchObject({ priceCents: 4990, stock: 12 });
  });
});

describe('who may import', () => {
  it('answers only the store’s sellers, and never another store’s import', async () => {
    const { json } = await uploadCsv(app, shop.auth, TWO_SHIRTS);
    const customer = await createCustomer(db, shop.storeId);
    const customerToken = await sessionFor(db, 'customer', customer);
    const asCustomer = await uploadCsv(
      app,
      { token: customerToken, storeId: shop.storeId },
      TWO_SHIRTS,
    );
    expect(asCustomer.status).toBe(401);
    const stranger = await sellerOfNewStore();
    const read = await call(app, 'GET', `/catalog/imports/${json._id}`, stranger);
    expect(read.status).toBe(404);
    const apply = await call(app, 'POST', `/catalog/imports/${json._id}/apply`, stranger);
    expect(apply.status).toBe(404);
    const [row] = await db
      .select({ status: catalogImports.status })
      .from(catalogImports)
      .where(eq(catalogImports.id, json._id));
    expect(row?.status).toBe('checked');
  });
});
