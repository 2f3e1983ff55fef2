import { installmentOptions, type PaymentDefault } from '@vitrine/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, stores } from '../src/db/schema/index.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { createProduct, PAYMENT_DEFAULT } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { storeWithSeller, type SellerStore } from './fixtures/seller-store.ts';
import { call, createTestApp } from './harness.ts';

// The seller's payment rules (spec §3 payment_default) over the real API: read, saved with an
// audit row, every out-of-range value refused with its code, and the orders already placed
// keeping the amounts they were priced with.

const { app, db } = await createTestApp();

const rules = (): PaymentDefault => structuredClone(PAYMENT_DEFAULT);
const read = (seller: SellerStore) => call(app, 'GET', '/settings/payment-rules', seller);
const save = (seller: SellerStore, body: unknown) =>
  call(app, 'PUT', '/settings/payment-rules', { ...seller, body });

async function auditRows(storeId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'payment_rules')));
}

describe('PUT /settings/payment-rules', () => {
  it("reads and replaces the session's store rules, recording only the fields that changed", async () => {
    const seller = await storeWithSeller(db);
    const other = await storeWithSeller(db);
    expect((await read(seller)).json).toEqual(PAYMENT_DEFAULT);

    const next = rules();
    next.card.installment_fees = 6;
    next.pix = { extra_discount: 8, extra_discount_type: 'percentage', extra_minimum_amount: 50 };
    const res = await save(seller, next);
    expect(res.status).toBe(200);
    expect(res.json).toEqual(next);
    expect((await read(seller)).json).toEqual(next);
    // Another store's rules are its own.
    expect((await read(other)).json).toEqual(PAYMENT_DEFAULT);

    const [row, ...more] = await auditRows(seller.storeId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      entityId: seller.storeId,
      action: 'update',
      before: {
        'card.installment_fees': 3,
        'pix.extra_discount': 5,
        'pix.extra_minimum_amount': 100,
      },
      after: {
        'card.installment_fees': 6,
        'pix.extra_discount': 8,
        'pix.extra_minimum_amount': 50,
      },
    });
    expect(row!.sellerId).not.toBeNull();

    // Saving the same rules again changes nothing and records nothing.
    expect((await save(seller, next)).status).toBe(200);
    expect(await auditRows(seller.storeId)).toHaveLength(1);
  });

  const refusals: [string, string, string, (r: PaymentDefault) => void][] = [
    [
      'card.installment_max',
      'installment_max_out_of_range',
      'de 1 a 24',
      (r) => void (r.card.installment_max = 25),
    ],
    [
      'card.installment_fees',
      'installment_fees_out_of_range',
      'sem juros',
      (r) => void (r.card.installment_fees = 13),
    ],
    [
      'card.installment_fees',
      'installment_fees_out_of_range',
      'sem juros',
      (r) => void (r.card.installment_fees = 0),
    ],
    [
      'card.installment_tax',
      'installment_tax_out_of_range',
      'de 0% a 6%',
      (r) => void (r.card.installment_tax = 6.5),
    ],
    [
      'card.installment_tax',
      'too_many_decimals',
      '2 casas decimais',
      (r) => void (r.card.installment_tax = 1.999),
    ],
    [
      'card.installment_minimum_amount',
      'installment_minimum_too_low',
      'R$ 5,00',
      (r) => void (r.card.installment_minimum_amount = 4.99),
    ],
    [
      'pix.extra_discount',
      'discount_percentage_out_of_range',
      'menos de 100%',
      (r) => void (r.pix.extra_discount = 100),
    ],
    [
      'boleto.extra_discount',
      'discount_percentage_out_of_range',
      'menos de 100%',
      (r) =>
        void (r.boleto = {
          extra_discount: 150,
          extra_discount_type: 'percentage',
          extra_minimum_amount: 0,
        }),
    ],
    [
      'pix.extra_discount',
      'too_many_decimals',
      '2 casas decimais',
      (r) => void (r.pix.extra_discount = 5.555),
    ],
    [
      'boleto.extra_discount',
      'discount_amount_not_below_minimum',
      'de graça',
      (r) => void (r.boleto.extra_discount = 100),
    ],
    [
      'pix.extra_discount',
      'discount_amount_not_below_minimum',
      'R$ 0,00',
      (r) =>
        void (r.pix = {
          extra_discount: 10,
          extra_discount_type: 'amount',
          extra_minimum_amount: 0,
        }),
    ],
  ];

  it.each(refusals)(
    'refuses %s out of range (%s), in pt-BR, and keeps the rules',
    async (path, code, words, change) => {
      const seller = await storeWithSeller(db);
      const refused = rules();
      change(refused);
      const res = await save(seller, refused);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('payment_rules_out_of_range');
      expect(res.json.message).toContain(words);
      expect(res.json.details).toEqual([{ path, code, message: res.json.message }]);
      expect((await read(seller)).json).toEqual(PAYMENT_DEFAULT);
      expect(await auditRows(seller.storeId)).toEqual([]);
    },
  );

  it.each([
    ['card.installment_max', (r: PaymentDefault) => void (r.card.installment_max = 0)],
    ['card.installment_max', (r: PaymentDefault) => void (r.card.installment_max = 2.5)],
    ['card.installment_tax', (r: PaymentDefault) => void (r.card.installment_tax = -1)],
    [
      'pix.extra_discount_type',
      (r: PaymentDefault) =>
        void ((r.pix as { extra_discount_type: string }).extra_discount_type = 'brinde'),
    ],
    [
      'boleto.extra_minimum_amount',
      (r: PaymentDefault) => void (r.boleto.extra_minimum_amount = -10),
    ],
  ])('refuses a value of the wrong shape in %s as a validation error', async (path, change) => {
    const seller = await storeWithSeller(db);
    const refused = rules();
    change(refused);
    const res = await save(seller, refused);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('validation_error');
    expect(res.json.details.map((issue: { path: string }) => issue.path)).toContain(path);
    expect((await read(seller)).json).toEqual(PAYMENT_DEFAULT);
  });

  it('answers only a seller: no session 401, a customer 401', async () => {
    const seller = await storeWithSeller(db);
    const customer = await createCustomer(db, seller.storeId);
    const customerToken = await sessionFor(db, 'customer', customer);
    const anonymous = { storeId: seller.storeId, body: rules() };
    expect((await call(app, 'PUT', '/settings/payment-rules', anonymous)).status).toBe(401);
    const asCustomer = { ...anonymous, token: customerToken };
    expect((await call(app, 'PUT', '/settings/payment-rules', asCustomer)).status).toBe(401);
    expect(await auditRows(seller.storeId)).toEqual([]);
  });
});

describe('orders keep the rules they were priced with', () => {
  it('a card order in 6x and a pix order read the same after the rules change; new quotes follow', async () => {
    const seller = await storeWithSeller(db);
    const { storeId } = seller;
    const customer = await createCustomer(db, storeId);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, storeId, customer.id);
    const product = await createProduct(db, storeId, {
      name: 'Luminária de Piso',
      variations: [{ priceCents: 40000, stock: 10 }],
    });
    const line = { storeId, token, code: product.code, variation: product.variations[0]!.code };
    const as = { storeId, token };

    // R$ 400,00, free shipping: 6x has interest at 3 interest-free, 1,99% a.m.
    await addToCart(app, line);
    const card = await call(app, 'POST', '/payments/sandbox/card-tokens', {
      storeId,
      body: {
        number: '4111111111111111',
        holder_name: 'MARIA SOUZA',
        expiry_month: 12,
        expiry_year: 2099,
        cvv: '123',
      },
    });
    const six = installmentOptions(400, PAYMENT_DEFAULT.card)[5]!;
    expect(six.hasInterest).toBe(true);
    const cardOrder = await call(app, 'POST', '/orders', {
      ...as,
      body: {
        payment_method: 'card',
        installments: 6,
        card_token: card.json.token,
        address_id: address.id,
      },
    });
    expect(cardOrder.status).toBe(201);
    expect(cardOrder.json).toMatchObject({
      installments: 6,
      total: six.totalAmount,
      interest: Math.round((six.totalAmount - 400) * 100) / 100,
    });
    await addToCart(app, line);
    const pixOrder = await call(app, 'POST', '/orders', {
      ...as,
      body: { payment_method: 'pix', address_id: address.id },
    });
    expect(pixOrder.json).toMatchObject({ discount: 20, total: 380 });

    const next = rules();
    next.card.installment_fees = 12;
    next.pix.extra_discount = 15;
    expect((await save(seller, next)).status).toBe(200);

    for (const placed of [cardOrder.json, pixOrder.json]) {
      const now = await call(app, 'GET', `/orders/${placed.code}`, as);
      expect(now.json).toMatchObject({
        total: placed.total,
        discount: placed.discount,
        interest: placed.interest,
        installments: placed.installments,
      });
      const sale = await call(app, 'GET', `/sales/${placed.code}`, seller);
      expect(sale.json).toMatchObject({ total: placed.total, discount: placed.discount });
    }

    // A new quote reads the new rules at once (this replica forgot its cached store).
    await addToCart(app, line);
    const quote = (await call(app, 'GET', '/checkout/quote', as)).json;
    expect(quote.card.installments[5]).toEqual({
      installmentNumber: 6,
      installmentAmount: 66.67,
      hasInterest: false,
      totalAmount: 400,
    });
    expect(quote.pix).toMatchObject({ discount: 60, total: 340 });
    const [stored] = await db.select().from(stores).where(eq(stores.id, storeId));
    expect(stored!.paymentDefault).toEqual(next);
  });
});

describe('GET /history', () => {
  it("lists every recorded write of the seller's store, newest first, by kind, paged", async () => {
    const seller = await storeWithSeller(db);
    const other = await storeWithSeller(db);
    const category = await call(app, 'POST', '/catalog/categories', {
      ...seller,
      body: { name: 'Luminárias' },
    });
    expect(category.status).toBe(201);
    const next = rules();
    next.card.installment_max = 10;
    await save(seller, next);
    await save(other, next);

    const all = (await call(app, 'GET', '/history', seller)).json;
    expect(all.total).toBe(2);
    expect(all.items.map((item: { entity: string }) => item.entity)).toEqual([
      'payment_rules',
      'category',
    ]);
    expect(all.items[0]).toMatchObject({
      entity_id: seller.storeId,
      entity_name: null,
      action: 'update',
      seller_name: 'Carlos Lima',
      changes: [{ field: 'card.installment_max', before: 12, after: 10 }],
    });
    expect(all.items[1]).toMatchObject({ action: 'create', entity_name: 'Luminárias' });

    const onlyRules = (await call(app, 'GET', '/history?entity=payment_rules', seller)).json;
    expect(onlyRules.items.map((item: { entity: string }) => item.entity)).toEqual([
      'payment_rules',
    ]);
    const secondPage = (await call(app, 'GET', '/history?per_page=1&page=2', seller)).json;
    expect(secondPage).toMatchObject({ total: 2, total_pages: 2, page: 2 });
    expect(secondPage.items[0].entity).toBe('category');

    const unknown = await call(app, 'GET', '/history?entity=estoque', seller);
    expect(unknown.status).toBe(400);
    expect(unknown.json.code).toBe('validation_error');
  });
});
