import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  productSlugRedirects,
  productVariations,
  stockAdjustments,
} from '../src/db/schema/index.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { addToCart, placeOrder } from './fixtures/orders.ts';
import { type SellerStore, storeWithSeller } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

let store: SellerStore['store'];
let token: string;
beforeAll(async () => {
  ({ store, token } = await storeWithSeller(db));
});

const as = (method: string, path: string, body?: unknown) =>
  call(app, method, path, { storeId: store.id, token, body });

const shirt = (overrides: Record<string, unknown> = {}) => ({
  name: 'Camiseta Básica',
  brand: 'Aurora',
  description: '<h2>Algodão</h2><p onclick="x()">Macia <script>alert(1)</script><b>e leve</b></p>',
  options: [
    { name: 'Cor', values: ['Azul', 'Verde'] },
    { name: 'Tamanho', values: ['P', 'M'] },
  ],
  variations: ['Azul', 'Verde'].flatMap((cor) =>
    ['P', 'M'].map((tamanho) => ({
      options: { Cor: cor, Tamanho: tamanho },
      price: 49.9,
      stock: 5,
      weight_grams: 200,
    })),
  ),
  ...overrides,
});

async function create(body: unknown = shirt()) {
  const res = await as('POST', '/catalog/products', body);
  expect(res.status, res.text).toBe(201);
  return res.json;
}

const history = async (id: string) => (await as('GET', `/catalog/products/${id}/history`)).json;

describe('products: create and read', () => {
  it('creates a draft with its matrix: slug from the name, SKUs made, description sanitised', async () => {
    const product = await create();
    expect(product).toMatchObject({
      kind: 'product',
      status: 'draft',
      slug: 'camiseta-basica',
      code: 'CAMISETA-BASICA',
      has_orders: false,
    });
    expect(product.description).toBe('<h2>Algodão</h2><p>Macia <b>e leve</b></p>');
    expect(product.variations.map((v: { code: string }) => v.code)).toEqual([
      'CAMISETA-BASICA-1',
      'CAMISETA-BASICA-2',
      'CAMISETA-BASICA-3',
      'CAMISETA-BASICA-4',
    ]);
    expect(product.variations[1]).toMatchObject({ name: 'Azul / M', stock: 5, sold: true });
    // The initial stock is an adjustment like any other.
    const moves = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variationId, product.variations[0]._id));
    expect(moves).toMatchObject([{ delta: 5, stockAfter: 5, reason: 'receipt' }]);
    // A second product of the same name gets the next free slug.
    expect((await create()).slug).toBe('camiseta-basica-2');
  });

  it('lists with search by name or SKU, filters and stock flags', async () => {
    const low = await create(
      shirt({
        name: 'Boné Listrado',
        options: [],
        variations: [{ code: 'bone-01', price: 30, stock: 2, low_stock_threshold: 3 }],
      }),
    );
    const list = (query: string) => as('GET', `/catalog/products${query}`);
    const byName = await list('?q=bone');
    expect(byName.json.items.map((i: { _id: string }) => i._id)).toEqual([low._id]);
    expect(byName.json.items[0]).toMatchObject({
      stock_total: 2,
      low_stock: true,
      out_of_stock: false,
      variations_count: 1,
      price_min: 30,
    });
    expect((await list('?q=BONE-0')).json.total).toBe(1);
    expect((await list('?stock=baixo')).json.items.map((i: { _id: string }) => i._id)).toEqual([
      low._id,
    ]);
    expect((await list('?stock=esgotado')).json.total).toBe(0);
    expect((await list('?status=active')).json.total).toBe(0);
    const fewest = (await list('?sort=menor_estoque&kind=product')).json.items.map(
      (i: { stock_total: number }) => i.stock_total,
    );
    expect(fewest[0]).toBe(2);
    expect(fewest).toEqual([...fewest].sort((a, b) => a - b));
    const page = await list('?per_page=1&page=2&sort=nome');
    expect(page.json).toMatchObject({ page: 2, per_page: 1, total_pages: page.json.total });
  });

  it('refuses bad input with pt-BR messages per field', async () => {
    const res = await as(
      'POST',
      '/catalog/products',
      shirt({ variations: [{ options: { Cor: 'Roxo', Tamanho: 'P' }, price: 0, stock: 1 }] }),
    );
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    const messages = res.json.details.map((d: { message: string }) => d.message);
    expect(messages).toContain('"Roxo" não é um valor de "Cor".');
    expect(messages).toContain('Informe o preço maior que zero.');
    const service = await as('POST', '/catalog/products', {
      kind: 'service',
      name: 'Instalação',
      variations: [{ price: 100, weight_grams: 10 }],
    });
    expect(service.json.details[0].message).toBe('Serviços não têm estoque, peso nem medidas.');
  });

  it('creates a service: one offer, no stock', async () => {
    const service = await create({
      kind: 'service',
      name: 'Instalação',
      variations: [{ price: 80 }],
    });
    expect(service.variations).toMatchObject([
      { stock: null, name: 'Serviço', weight_grams: null },
    ]);
    const listed = await as('GET', '/catalog/products?kind=service&q=instala');
    expect(listed.json.items[0]).toMatchObject({ stock_total: null, low_stock: false });
  });
});

describe('products: edit', () => {
  it('changes the slug and keeps the old one as a redirect; a typed slug already taken is 409', async () => {
    const product = await create(shirt({ name: 'Caneca Azul' }));
    const other = await create(shirt({ name: 'Caneca Verde' }));
    const body = {
      ...shirt({ name: 'Caneca Azul', slug: 'caneca-azul-grande' }),
      variations: product.variations,
    };
    const moved = await as('PUT', `/catalog/products/${product._id}`, body);
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.slug).toBe('caneca-azul-grande');
    const redirects = await db
      .select()
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.productId, product._id));
    expect(redirects.map((r) => r.oldSlug)).toEqual(['caneca-azul']);
    const taken = await as('PUT', `/catalog/products/${product._id}`, {
      ...body,
      slug: other.slug,
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'slug_taken' });
    expect(taken.json.message).toContain('caneca-verde');
  });

  it('refuses a SKU of another product (409 naming it) and a stale form (409 product_changed)', async () => {
    const first = await create(
      shirt({ name: 'Meia', options: [], variations: [{ code: 'MEIA-1', price: 10, stock: 1 }] }),
    );
    const clash = await as(
      'POST',
      '/catalog/products',
      shirt({ name: 'Meia 2', options: [], variations: [{ code: 'meia-1', price: 10, stock: 1 }] }),
    );
    expect(clash.status).toBe(409);
    expect(clash.json).toMatchObject({ code: 'sku_taken' });
    expect(clash.json.message).toContain('MEIA-1');
    expect(clash.json.details).toEqual([
      { path: 'variations.0.code', message: clash.json.message },
    ]);
    // In a matrix, the path names the one variation holding the SKU, for the form to mark it.
    const matrix = shirt({ name: 'Meia Colorida' }) as { variations: object[] };
    matrix.variations[2] = { ...matrix.variations[2], code: 'MEIA-1' };
    const inMatrix = await as('POST', '/catalog/products', matrix);
    expect(inMatrix.status).toBe(409);
    expect(inMatrix.json).toMatchObject({
      code: 'sku_taken',
      details: [{ path: 'variations.2.code', message: inMatrix.json.message }],
    });
    const body = {
      name: 'Meia Soquete',
      variations: first.variations,
      expected_updated_at: first.updated_at,
    };
    expect((await as('PUT', `/catalog/products/${first._id}`, body)).status).toBe(200);
    const stale = await as('PUT', `/catalog/products/${first._id}`, { ...body, name: 'Outra' });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('product_changed');
  });

  it('never sets the stock of an existing variation from the form', async () => {
    const product = await create(
      shirt({ name: 'Cinto', options: [], variations: [{ price: 10, stock: 4 }] }),
    );
    const body = {
      name: 'Cinto',
      variations: [{ ...product.variations[0], stock: 99, price: 12 }],
    };
    const saved = await as('PUT', `/catalog/products/${product._id}`, body);
    expect(saved.json.variations[0]).toMatchObject({ stock: 4, price: 12 });
  });

  // A new name keeps the slug (and the product's URL) unless the seller changes the slug.
  it('records who changed which fields, newest first', async () => {
    const product = await create(shirt({ name: 'Bolsa' }));
    const variations = product.variations.map((v: { price: number }, i: number) =>
      i === 0 ? { ...v, price: 59.9 } : v,
    );
    await as('PUT', `/catalog/products/${product._id}`, {
      ...shirt({ name: 'Bolsa de Couro' }),
      variations,
    });
    await as('POST', `/catalog/products/${product._id}/status`, { status: 'active' });
    const { items } = await history(product._id);
    expect(items.map((e: { action: string }) => e.action)).toEqual(['status', 'update', 'create']);
    expect(items[0]).toMatchObject({
      seller_name: 'Carlos Lima',
      changes: [{ field: 'status', before: 'draft', after: 'active' }],
    });
    const fields = items[1].changes.map((c: { field: string }) => c.field);
    expect(fields.sort()).toEqual(['name', `variations.${product.variations[0].code}`].sort());
    const price = items[1].changes.find((c: { field: string }) =>
      c.field.startsWith('variations.'),
    );
    expect(price.before.price_cents).toBe(4990);
    expect(price.after.price_cents).toBe(5990);
  });

  it('takes an active product back to draft ("Voltar para rascunho"), audited like publishing', async () => {
    const product = await create(shirt({ name: 'Boné', status: 'active' }));
    const back = await as('POST', `/catalog/products/${product._id}/status`, { status: 'draft' });
    expect(back.status, back.text).toBe(200);
    expect((await as('GET', `/catalog/products/${product._id}`)).json.status).toBe('draft');
    const { items } = await history(product._id);
    expect(items.map((e: { action: string }) => e.action)).toEqual(['status', 'create']);
    expect(items[0]).toMatchObject({
      seller_name: 'Carlos Lima',
      changes: [{ field: 'status', before: 'active', after: 'draft' }],
    });
  });
});

describe('products with orders', () => {
  it('archives instead of deleting, retires variations instead of deleting them, and the cart refuses what is not sold', async () => {
    const product = await create(shirt({ name: 'Jaqueta', status: 'active' }));
    const customer = await createCustomer(db, store.id);
    const buyer = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    await placeOrder(app, {
      storeId: store.id,
      token: buyer,
      code: product.code,
      variation: product.variations[0].code,
      addressId: address.id,
    });
    const sale = await db
      .select()
      .from(stockAdjustments)
      .where(
        and(
          eq(stockAdjustments.variationId, product.variations[0]._id),
          eq(stockAdjustments.reason, 'sale'),
        ),
      );
    expect(sale).toMatchObject([{ delta: -1, stockAfter: 4 }]);
    expect(sale[0]!.orderId).not.toBeNull();

    const refused = await as('DELETE', `/catalog/products/${product._id}`);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('product_has_orders');
    expect(refused.json.message).toContain('Arquive');

    // Drop "Azul" from the options: the ordered Azul/P is retired (sold=false), Azul/M deleted.
    const body = {
      ...shirt({ name: 'Jaqueta', status: 'active' }),
      options: [
        { name: 'Cor', values: ['Verde'] },
        { name: 'Tamanho', values: ['P', 'M'] },
      ],
      variations: product.variations.slice(2),
    };
    const saved = await as('PUT', `/catalog/products/${product._id}`, body);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.variations).toHaveLength(2);
    const rows = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, product._id));
    expect(rows.map((r) => [r.code, r.sold]).sort()).toEqual(
      [
        [product.variations[0].code, false],
        [product.variations[2].code, true],
        [product.variations[3].code, true],
      ].sort(),
    );
    const add = await call(app, 'POST', '/cart', {
      storeId: store.id,
      token: buyer,
      body: {
        qnt: 1,
        code: product.code,
        variation: product.variations[0].code,
        store_id: store.id,
      },
    });
    expect(add.status).toBe(404);

    expect(
      (await as('POST', `/catalog/products/${product._id}/status`, { status: 'archived' })).json
        .status,
    ).toBe('archived');
  });

  it('refuses at checkout a variation switched off after it went into the cart', async () => {
    const product = await create(
      shirt({ name: 'Luva', status: 'active', options: [], variations: [{ price: 20, stock: 3 }] }),
    );
    const customer = await createCustomer(db, store.id);
    const buyer = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    await addToCart(app, {
      storeId: store.id,
      token: buyer,
      code: product.code,
      variation: product.variations[0].code,
    });
    await as('PUT', `/catalog/products/${product._id}`, {
      name: 'Luva',
      status: 'active',
      variations: [{ ...product.variations[0], sold: false }],
    });
    const order = await call(app, 'POST', '/orders', {
      storeId: store.id,
      token: buyer,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(order.status).toBe(409);
    expect(order.json.code).toBe('product_unavailable');
  });

  it('deletes a product never ordered, and duplicates one as a draft with new SKUs and no stock', async () => {
    const product = await create(shirt({ name: 'Chapéu' }));
    const copy = await as('POST', `/catalog/products/${product._id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({
      status: 'draft',
      name: 'Chapéu (cópia)',
      slug: 'chapeu-copia',
    });
    expect(copy.json.variations.map((v: { stock: number }) => v.stock)).toEqual([0, 0, 0, 0]);
    expect(copy.json.variations[0].code).not.toBe(product.variations[0].code);
    expect((await history(copy.json._id)).items[0].action).toBe('duplicate');
    expect((await as('DELETE', `/catalog/products/${product._id}`)).status).toBe(204);
    expect((await as('GET', `/catalog/products/${product._id}`)).status).toBe(404);
    const deleted = await db.select().from(auditLog).where(eq(auditLog.entityId, product._id));
    expect(deleted.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });
});

describe('categories', () => {
  it('builds a tree, moves and reorders, refuses deleting one in use', async () => {
    const dept = (await as('POST', '/catalog/categories', { name: 'Moda' })).json;
    const shirts = (
      await as('POST', '/catalog/categories', { name: 'Camisetas', parent_id: dept._id })
    ).json;
    const pants = (await as('POST', '/catalog/categories', { name: 'Calças', parent_id: dept._id }))
      .json;
    expect(shirts).toMatchObject({ slug: 'camisetas', position: 0 });
    expect(pants.position).toBe(1);
    const moved = await as('PATCH', `/catalog/categories/${pants._id}`, {
      position: 0,
      name: 'Calças e Shorts',
    });
    expect(moved.json).toMatchObject({ position: 0, name: 'Calças e Shorts' });
    const tree = (await as('GET', '/catalog/categories?kind=product')).json.items;
    const moda = tree.find((n: { _id: string }) => n._id === dept._id);
    expect(moda.children.map((c: { name: string }) => c.name)).toEqual([
      'Calças e Shorts',
      'Camisetas',
    ]);

    const nested = await as('POST', '/catalog/categories', {
      name: 'Fundo',
      parent_id: shirts._id,
    });
    expect(nested.status).toBe(400);
    expect(nested.json.code).toBe('category_parent_invalid');
    const taken = await as('PATCH', `/catalog/categories/${pants._id}`, { slug: 'camisetas' });
    expect(taken.status).toBe(409);

    await create(shirt({ name: 'Regata', category_id: shirts._id }));
    expect((await as('DELETE', `/catalog/categories/${shirts._id}`)).json.code).toBe(
      'category_in_use',
    );
    expect((await as('DELETE', `/catalog/categories/${dept._id}`)).status).toBe(409);
    expect((await as('DELETE', `/catalog/categories/${pants._id}`)).status).toBe(204);
  });
});

describe('who may change the catalog', () => {
  it("answers 404 for another store's product to that store's seller, 401 to a customer", async () => {
    const product = await create(shirt({ name: 'Sandália' }));
    const { store: other, token: otherToken } = await storeWithSeller(db);
    const read = await call(app, 'GET', `/catalog/products/${product._id}`, {
      storeId: other.id,
      token: otherToken,
    });
    expect(read.status).toBe(404);
    const write = await call(app, 'POST', `/catalog/products/${product._id}/status`, {
      storeId: other.id,
      token: otherToken,
      body: { status: 'active' },
    });
    expect(write.status).toBe(404);
    const customer = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const asCustomer = await call(app, 'GET', '/catalog/products', {
      storeId: store.id,
      token: customer,
    });
    expect(asCustomer.status).toBe(401);
  });
});
