import { discountedPrice, installmentOptions } from '@vitrine/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cepCache, orders, productVariations } from '../src/db/schema/index.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore, PAYMENT_DEFAULT } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

/** A store (flat R$ 19,90 shipping, free from R$ 299,00), a customer with an address, a cart. */
async function setUp(lines: { priceCents: number; qnt: number; kind?: 'product' | 'service' }[]) {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  for (const line of lines) {
    const product = await createProduct(db, store.id, {
      name: line.kind === 'service' ? 'Montagem de Móveis' : 'Jarra de Vidro',
      kind: line.kind ?? 'product',
      variations: [{ priceCents: line.priceCents, stock: line.kind === 'service' ? null : 10 }],
    });
    await addToCart(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
      qnt: line.qnt,
    });
  }
  const as = { storeId: store.id, token };
  const order = (body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(app, 'POST', '/orders', { ...as, body: { address_id: address.id, ...body }, headers });
  return { store, customer, token, address, as, order };
}

describe('checkout pricing (spec §9 via @vitrine/domain)', () => {
  it('quotes pix, boleto and card with free shipping over the threshold', async () => {
    const { as } = await setUp([{ priceCents: 15990, qnt: 2 }]);
    const quote = (await call(app, 'GET', '/checkout/quote', as)).json;
    expect(quote).toMatchObject({
      subtotal: 319.8,
      shipping: 0,
      needs_shipping: true,
      freight: {
        chosen: 'padrao',
        error: null,
        quote: {
          options: [{ id: 'padrao', kind: 'flat', price: 0, free: true, days_max: null }],
          free_shipping: { free: true },
        },
      },
    });
    expect(quote.pix).toEqual({
      ...discountedPrice(319.8, PAYMENT_DEFAULT.pix),
      discount: 15.99,
      total: 303.81,
    });
    expect(quote.boleto).toEqual({
      ...discountedPrice(319.8, PAYMENT_DEFAULT.boleto),
      discount: 10,
      total: 309.8,
    });
    expect(quote.card.installments).toEqual(installmentOptions(319.8, PAYMENT_DEFAULT.card));
  });

  it('charges the flat fee below the threshold and no discount below the minimum', async () => {
    const { order } = await setUp([{ priceCents: 5990, qnt: 1 }]);
    const res = await order({ payment_method: 'pix' });
    expect(res.json).toMatchObject({ subtotal: 59.9, shipping: 19.9, discount: 0, total: 79.8 });
  });

  it('charges the pix discount on the goods, then adds shipping', async () => {
    const { order } = await setUp([{ priceCents: 12000, qnt: 1 }]);
    const res = await order({ payment_method: 'pix' });
    expect(res.json).toMatchObject({ subtotal: 120, discount: 6, shipping: 19.9, total: 133.9 });
  });

  it('charges card interest from the instalment table, and only a count it offers', async () => {
    const { store, order } = await setUp([{ priceCents: 15990, qnt: 2 }]);
    const six = installmentOptions(319.8, PAYMENT_DEFAULT.card).find(
      (o) => o.installmentNumber === 6,
    )!;
    expect(six.hasInterest).toBe(true);
    const cardToken = await tokenize(store.id, '5555555555554444');
    const refused = await order({
      payment_method: 'card',
      installments: 13,
      card_token: cardToken,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('installments_not_offered');
    const res = await order({ payment_method: 'card', installments: 6, card_token: cardToken });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'pago',
      installments: 6,
      total: six.totalAmount,
      interest: Math.round((six.totalAmount - 319.8) * 100) / 100,
      payment: {
        method: 'card',
        brand: 'mastercard',
        last4: '4444',
        installment_amount: six.installmentAmount,
      },
    });
  });

  it('refuses an instalment count under the minimum instalment amount', async () => {
    const { store, order } = await setUp([{ priceCents: 2990, qnt: 1 }]);
    const res = await order({
      payment_method: 'card',
      installments: 12,
      card_token: await tokenize(store.id),
    });
    expect(res.json.code).toBe('installments_not_offered');
  });

  it('ships nothing for services: no address, no shipping', async () => {
    const { as } = await setUp([{ priceCents: 9900, qnt: 1, kind: 'service' }]);
    const res = await call(app, 'POST', '/orders', {
      ...as,
      body: { payment_method: 'boleto', cpf: '390.533.447-05' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ shipping: 0, address: null, total: 99 });
  });

  it('needs an address of the customer for goods', async () => {
    const { as, store } = await setUp([{ priceCents: 9900, qnt: 1 }]);
    const missing = await call(app, 'POST', '/orders', { ...as, body: { payment_method: 'pix' } });
    expect(missing.json.code).toBe('address_required');
    const stranger = await createCustomer(db, store.id);
    const theirs = await createAddress(db, store.id, stranger.id);
    const res = await call(app, 'POST', '/orders', {
      ...as,
      body: { payment_method: 'pix', address_id: theirs.id },
    });
    expect(res.status).toBe(404);
  });

  it('refuses an empty cart', async () => {
    const { order } = await setUp([]);
    expect((await order({ payment_method: 'pix' })).json.code).toBe('empty_cart');
  });
});

describe('what the client sends is not trusted', () => {
  it('ignores prices, totals, items, store and owner ids in the order body', async () => {
    const { order, customer } = await setUp([{ priceCents: 15990, qnt: 1 }]);
    const other = await createStore(db);
    const res = await order({
      payment_method: 'pix',
      total: 0.01,
      subtotal: 0.01,
      shipping: 0,
      discount: 159.9,
      items: [{ code: 'X', qnt: 100, unit_price: 0.01 }],
      store_id: other.id,
      customer_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      subtotal: 159.9,
      shipping: 19.9,
      discount: 7.99,
      total: 171.81,
    });
    expect(res.json.items).toHaveLength(1);
    const [row] = await db.select().from(orders).where(eq(orders.code, res.json.code));
    expect(row).toMatchObject({ customerId: customer.id, totalCents: 17181 });
    expect(row!.storeId).not.toBe(other.id);
  });

  it("refuses another store's card token and a forged one", async () => {
    const { order } = await setUp([{ priceCents: 15990, qnt: 1 }]);
    const other = await createStore(db);
    const foreign = await order({ payment_method: 'card', card_token: await tokenize(other.id) });
    expect(foreign.status).toBe(402);
    const real = await tokenize((await createStore(db)).id);
    const [body = '', signature = ''] = real.slice('card_sbx_'.length).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, outcome: 'approved' })).toString(
      'base64url',
    );
    const forged = await order({
      payment_method: 'card',
      card_token: `card_sbx_${forgedBody}.${signature}`,
    });
    expect(forged.status).toBe(402);
    expect(forged.json.code).toBe('invalid_card_token');
  });
});

describe('Idempotency-Key', () => {
  it('answers concurrent submits with one key with one order', async () => {
    const { order, customer } = await setUp([{ priceCents: 15990, qnt: 1 }]);
    const key = 'checkout-0f1e2d3c';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => order({ payment_method: 'pix' }, { 'Idempotency-Key': key })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(new Set(answers.map((res) => res.json.code)).size).toBe(1);
    const rows = await db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('answers a repeated submit after the first with the same order, stock taken once', async () => {
    const { order, store } = await setUp([{ priceCents: 15990, qnt: 2 }]);
    const first = await order(
      { payment_method: 'boleto', cpf: '390.533.447-05' },
      { 'Idempotency-Key': 'retry-after-timeout-1' },
    );
    const again = await order(
      { payment_method: 'boleto', cpf: '390.533.447-05' },
      { 'Idempotency-Key': 'retry-after-timeout-1' },
    );
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.json.code).toBe(first.json.code);
    const [variation] = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.storeId, store.id));
    expect(variation!.stock).toBe(8);
  });

  it('refuses the same key with a different request (422)', async () => {
    const { order } = await setUp([{ priceCents: 15990, qnt: 1 }]);
    await order({ payment_method: 'pix' }, { 'Idempotency-Key': 'same-key-other-body' });
    const res = await order(
      { payment_method: 'boleto' },
      { 'Idempotency-Key': 'same-key-other-body' },
    );
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('idempotency_key_reused');
  });
});

async function tokenize(storeId: string, number = '4111111111111111') {
  const res = await call(app, 'POST', '/payments/sandbox/card-tokens', {
    storeId,
    body: { number, holder_name: 'MARIA SOUZA', expiry_month: 12, expiry_year: 2099, cvv: '123' },
  });
  return res.json.token as string;
}

describe("the order's delivery address and the municipality's IBGE code", () => {
  const paulista = {
    street: 'Avenida Paulista',
    complement: '',
    neighborhood: 'Bela Vista',
    state: 'SP',
  };
  async function orderWithCache(
    address: typeof paulista & { city: string; municipality_code?: string },
  ) {
    await db
      .insert(cepCache)
      .values({ cep: '01310100', address, fetchedAt: new Date() })
      .onConflictDoUpdate({ target: cepCache.cep, set: { address, fetchedAt: new Date() } });
    const { order } = await setUp([{ priceCents: 5000, qnt: 1 }]);
    const res = await order({ payment_method: 'pix' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [row] = await db.select().from(orders).where(eq(orders.code, res.json.code));
    return row!.address;
  }

  it('copies the code the CEP lookup left in its cache (an NF-e names the municipality by it)', async () => {
    const address = await orderWithCache({
      ...paulista,
      city: 'São Paulo',
      municipality_code: '3550308',
    });
    expect(address).toMatchObject({
      zip_code: '01310100',
      city: 'São Paulo',
      municipality_code: '3550308',
    });
  });

  it('copies none when the lookup named another city than the address, or no code', async () => {
    expect(
      await orderWithCache({ ...paulista, city: 'Santo André', municipality_code: '3547809' }),
    ).not.toHaveProperty('municipality_code');
    expect(await orderWithCache({ ...paulista, city: 'São Paulo' })).not.toHaveProperty(
      'municipality_code',
    );
  });
});

describe('buying as a company (the NF-e recipient)', () => {
  it('keeps the CNPJ, razão social and ICMS standing on the order, and answers them', async () => {
    const { order } = await setUp([{ priceCents: 5000, qnt: 1 }]);
    const res = await order({
      payment_method: 'pix',
      company: {
        cnpj: '11.222.333/0001-81',
        legal_name: 'Empresa Compradora Ltda',
        ie_kind: 'contribuinte',
        state_registration: '110.042.490.114',
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.customer_company).toEqual({
      cnpj: '11222333000181',
      legal_name: 'Empresa Compradora Ltda',
      ie_kind: 'contribuinte',
      state_registration: '110042490114',
    });
    const [row] = await db.select().from(orders).where(eq(orders.code, res.json.code));
    expect(row).toMatchObject({ customerCnpj: '11222333000181', customerIeKind: 'contribuinte' });
  });

  it('keeps no IE for a não contribuinte, and a person’s order has no company', async () => {
    const { order } = await setUp([{ priceCents: 5000, qnt: 1 }]);
    const company = await order({
      payment_method: 'pix',
      company: {
        cnpj: '11222333000181',
        legal_name: 'Empresa Ltda',
        ie_kind: 'nao_contribuinte',
        state_registration: '123',
      },
    });
    expect(company.json.customer_company).toMatchObject({
      ie_kind: 'nao_contribuinte',
      state_registration: '',
    });
    const person = await (
      await setUp([{ priceCents: 5000, qnt: 1 }])
    ).order({ payment_method: 'pix' });
    expect(person.json.customer_company).toBeNull();
  });

  it.each([
    [
      { cnpj: '11222333000182', legal_name: 'Empresa', ie_kind: 'isento' },
      'company.cnpj',
      'CNPJ inválido.',
    ],
    [
      { cnpj: '11222333000181', legal_name: 'Empresa', ie_kind: 'contribuinte' },
      'company.state_registration',
      'Informe a inscrição estadual da empresa.',
    ],
  ])('refuses %o (400 on %s)', async (company, path, message) => {
    const { order } = await setUp([{ priceCents: 5000, qnt: 1 }]);
    const res = await order({ payment_method: 'pix', company });
    expect(res.status).toBe(400);
    expect(res.json.details).toContainEqual({ path, message });
  });
});
