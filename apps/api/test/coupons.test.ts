import { parseMoney } from '@vitrine/domain/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, couponRedemptions, coupons } from '../src/db/schema/index.ts';
import {
  createAddress,
  createCustomer,
  createSeller,
  latestEmail,
  sessionFor,
} from './fixtures/accounts.ts';
import { createCategory, createProduct, createStore } from './fixtures/catalog.ts';
import { COUPON } from './fixtures/requests.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

// Discount coupons end to end over HTTP: the seller's writes and refusals, the shopper's cart
// coupon and every refusal, the order of operations in the quote and the order, and the last
// use raced by many shoppers (on PostgreSQL they truly race; on PGlite one at a time).

const { app, db, driver } = await createTestApp({ config: { DEMO_MODE: 'true' } });

// The fixture store: pix 5 % from R$ 100,00; boleto R$ 10,00 off from R$ 100,00; shipping
// R$ 19,90, free from R$ 299,00; card 12x, 3 interest-free, 1,99 % a.m.
async function shop() {
  const store = await createStore(db);
  const seller = await createSeller(db, store.id, { role: 'admin' });
  const sellerToken = await sessionFor(db, 'seller', seller);
  const shoes = await createCategory(db, store.id, { name: 'Calçados' });
  const bags = await createCategory(db, store.id, { name: 'Bolsas' });
  const tenis = await createProduct(db, store.id, {
    name: 'Tênis',
    categoryId: shoes.id,
    variations: [{ priceCents: 10000, stock: 50 }],
  });
  const bolsa = await createProduct(db, store.id, {
    name: 'Bolsa',
    categoryId: bags.id,
    variations: [{ priceCents: 5000, stock: 50 }],
  });
  const asSeller = (method: string, path: string, body?: unknown) =>
    call(app, method, path, { storeId: store.id, token: sellerToken, body });
  const shopper = async () => {
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer);
    const address = await createAddress(db, store.id, customer.id);
    const as = (method: string, path: string, body?: unknown) =>
      call(app, method, path, { storeId: store.id, token, body });
    const add = (product: typeof tenis, qnt = 1) =>
      addToCart(app, {
        storeId: store.id,
        token,
        code: product.code,
        variation: product.variations[0]!.code,
        qnt,
      });
    const order = (method: 'pix' | 'boleto' | 'card' = 'pix', extra: object = {}) =>
      as('POST', '/orders', { payment_method: method, address_id: address.id, ...extra });
    return { customer, token, address, as, add, order };
  };
  const coupon = async (values: Record<string, unknown> = {}) => {
    const res = await asSeller('POST', '/coupons', {
      ...COUPON,
      code: `C${Math.random().toString(36).slice(2, 10)}`.toUpperCase(),
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_customer: null,
      minimum_order: 0,
      ...values,
    });
    expect(res.status, res.text).toBe(201);
    return res.json as { _id: string; code: string };
  };
  return { store, seller, sellerToken, asSeller, shopper, coupon, shoes, bags, tenis, bolsa };
}

describe(`coupons: the seller's office (${driver})`, () => {
  it('creates, lists with uses, edits, pauses, deletes — each write in the Histórico', async () => {
    const s = await shop();
    const created = await s.asSeller('POST', '/coupons', { ...COUPON, code: ' bemvindo10 ' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      code: 'BEMVINDO10',
      kind: 'percentage',
      value: 10,
      value_label: '10%',
      minimum_order: 100,
      max_uses: 100,
      max_uses_per_customer: 1,
      status: 'active',
      uses: 0,
    });
    const id = created.json._id as string;
    const list = await s.asSeller('GET', '/coupons');
    expect(list.json).toMatchObject({ total: 1, items: [{ _id: id, uses: 0 }] });

    const edited = await s.asSeller('PUT', `/coupons/${id}`, {
      ...COUPON,
      kind: 'amount',
      value: 15.5,
    });
    expect(edited.json).toMatchObject({ kind: 'amount', value: 15.5, value_label: 'R$ 15,50' });
    const paused = await s.asSeller('PATCH', `/coupons/${id}/status`, { status: 'paused' });
    expect(paused.json.status).toBe('paused');
    expect(
      (await s.asSeller('PATCH', `/coupons/${id}/status`, { status: 'active' })).json,
    ).toMatchObject({ status: 'active' });
    expect((await s.asSeller('DELETE', `/coupons/${id}`)).json).toEqual({ result: 'deleted' });
    expect((await s.asSeller('GET', `/coupons/${id}`)).status).toBe(404);

    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(rows.map((row) => row.action)).toEqual([
      'create',
      'update',
      'pause',
      'activate',
      'delete',
    ]);
    expect(rows.every((row) => row.sellerId === s.seller.id)).toBe(true);
    expect(rows[1]!.before).toEqual({ kind: 'percentage', value: 10 });
    expect(rows[1]!.after).toEqual({ kind: 'amount', value: 15.5 });
    const history = await s.asSeller('GET', '/history?entity=coupon');
    expect(history.status).toBe(200);
    expect(history.json.total).toBe(5);
  });

  it.each([
    ['a percentage of 100 % or more', { value: 100 }, 'value', 'menos de 100%'],
    ['a zero value', { value: 0 }, 'value', 'maior que zero'],
    ['more than 2 decimals', { kind: 'amount', value: 10.005 }, 'value', '2 casas decimais'],
    ['a code with spaces', { code: 'BEM VINDO' }, 'code', 'sem espaços'],
    ['a code too short', { code: 'AB' }, 'code', 'de 3 a 30'],
    [
      'an end before the start',
      { starts_at: '2026-05-01T03:00:00.000Z', ends_at: '2026-04-01T03:00:00.000Z' },
      'ends_at',
      'depois do início',
    ],
    [
      'a per-shopper limit above the total',
      { max_uses: 2, max_uses_per_customer: 3 },
      'max_uses_per_customer',
      'limite total',
    ],
    ['a zero use limit', { max_uses: 0 }, 'max_uses', 'a partir de 1'],
    ['a negative minimum order', { minimum_order: -1 }, 'minimum_order', ''],
    ['an unknown kind', { kind: 'frete' }, 'kind', 'porcentagem ou valor'],
  ])('refuses %s (400, pt-BR, on the field)', async (_label, values, field, words) => {
    const s = await shop();
    const res = await s.asSeller('POST', '/coupons', { ...COUPON, ...values });
    expect(res.status, res.text).toBe(400);
    expect(JSON.stringify(res.json.details)).toContain(field);
    expect(res.text).toContain(words);
  });

  it('refuses a code the store already has, whatever its case (409 coupon_code_taken)', async () => {
    const s = await shop();
    await s.coupon({ code: 'PROMO' });
    const again = await s.asSeller('POST', '/coupons', { ...COUPON, code: 'promo' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'coupon_code_taken',
      message: 'Já existe um cupom com este código nesta loja.',
    });
    // Another store may have the same code.
    const other = await shop();
    expect((await other.asSeller('POST', '/coupons', { ...COUPON, code: 'PROMO' })).status).toBe(
      201,
    );
  });

  it("refuses another store's category or product as the restriction", async () => {
    const s = await shop();
    const other = await shop();
    const byCategory = await s.asSeller('POST', '/coupons', {
      ...COUPON,
      category_ids: [other.shoes.id],
    });
    expect(byCategory.json.code).toBe('coupon_unknown_category');
    const byProduct = await s.asSeller('POST', '/coupons', {
      ...COUPON,
      product_ids: [other.tenis.id],
    });
    expect(byProduct.json.code).toBe('coupon_unknown_product');
  });

  it('archives a used coupon instead of deleting it (its code stays taken)', async () => {
    const s = await shop();
    const coupon = await s.coupon({ max_uses: 5 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis);
    expect((await buyer.as('PUT', '/cart/coupon', { code: coupon.code })).status).toBe(200);
    expect((await buyer.order()).status).toBe(201);
    const list = await s.asSeller('GET', '/coupons');
    expect(list.json.items[0]).toMatchObject({ uses: 1 });
    const deleted = await s.asSeller('DELETE', `/coupons/${coupon._id}`);
    expect(deleted.json).toEqual({ result: 'archived' });
    expect((await s.asSeller('GET', '/coupons')).json.total).toBe(0);
    expect((await s.asSeller('GET', `/coupons/${coupon._id}`)).status).toBe(404);
    const reused = await s.asSeller('POST', '/coupons', { ...COUPON, code: coupon.code });
    expect(reused.json.code).toBe('coupon_code_taken');
    // A shopper cannot apply it any more.
    const later = await s.shopper();
    await later.add(s.tenis);
    expect((await later.as('PUT', '/cart/coupon', { code: coupon.code })).status).toBe(404);
    // Its redemption stays, for the order that took it.
    const [redemption] = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(redemption).toBeDefined();
  });

  it('refuses a use limit below the uses the coupon already had', async () => {
    const s = await shop();
    const coupon = await s.coupon();
    await db.update(coupons).set({ uses: 3 }).where(eq(coupons.id, coupon._id));
    const res = await s.asSeller('PUT', `/coupons/${coupon._id}`, {
      ...COUPON,
      code: coupon.code,
      max_uses: 2,
      max_uses_per_customer: 1,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'coupon_max_uses_below_uses',
      message: 'Este cupom já foi usado 3 vezes: o limite de usos não pode ser menor que isso.',
    });
  });

  it('lets an administrator and an owner manage coupons, and refuses a sales seller', async () => {
    const s = await shop();
    const sales = await sessionFor(
      db,
      'seller',
      await createSeller(db, s.store.id, { role: 'sales' }),
    );
    const owner = await sessionFor(
      db,
      'seller',
      await createSeller(db, s.store.id, { role: 'owner' }),
    );
    const refused = await call(app, 'POST', '/coupons', {
      storeId: s.store.id,
      token: sales,
      body: COUPON,
    });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: 'role_forbidden',
      message: 'Você não tem permissão para gerenciar os cupons desta loja.',
    });
    expect((await call(app, 'GET', '/coupons', { storeId: s.store.id, token: sales })).status).toBe(
      403,
    );
    expect((await call(app, 'GET', '/coupons', { storeId: s.store.id, token: owner })).status).toBe(
      200,
    );
  });
});

describe(`coupons: the shopper's cart (${driver})`, () => {
  it('applies a code in any case, answers the discount, and removes it', async () => {
    const s = await shop();
    const coupon = await s.coupon({ value: 10 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis, 2);
    const applied = await buyer.as('PUT', '/cart/coupon', { code: coupon.code.toLowerCase() });
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({
      coupon: { code: coupon.code, value_label: '10%', discount: 20, problem: null },
    });
    expect((await buyer.as('GET', '/cart/coupon')).json.coupon.discount).toBe(20);
    expect((await buyer.as('DELETE', '/cart/coupon')).json).toEqual({ coupon: null });
    expect((await buyer.as('GET', '/cart/coupon')).json).toEqual({ coupon: null });
  });

  it('refuses each coupon that does not apply, with its code and pt-BR words', async () => {
    const s = await shop();
    const buyer = await s.shopper();
    await buyer.add(s.tenis); // R$ 100,00 of Calçados
    const apply = (code: string) => buyer.as('PUT', '/cart/coupon', { code });

    const unknown = await apply('NAOEXISTE');
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({
      code: 'coupon_not_found',
      message: 'Cupom não encontrado. Confira o código digitado.',
    });

    const paused = await s.coupon();
    await s.asSeller('PATCH', `/coupons/${paused._id}/status`, { status: 'paused' });
    expect((await apply(paused.code)).json).toMatchObject({
      code: 'coupon_paused',
      message: 'Este cupom está pausado pela loja no momento.',
    });

    const later = await s.coupon({ starts_at: '2099-03-10T15:00:00.000Z', ends_at: null });
    const notStarted = await apply(later.code);
    expect(notStarted.status).toBe(409);
    expect(notStarted.json).toMatchObject({
      code: 'coupon_not_started',
      message: 'Este cupom só vale a partir de 10/03/2099 às 12:00.',
    });

    const past = await s.coupon({
      starts_at: '2020-01-01T03:00:00.000Z',
      ends_at: '2021-01-01T03:00:00.000Z',
    });
    expect((await apply(past.code)).json).toMatchObject({
      code: 'coupon_expired',
      message: 'Este cupom expirou.',
    });

    const minimum = await s.coupon({ minimum_order: 150 });
    const short = await apply(minimum.code);
    expect(short.status).toBe(409);
    expect(short.json).toEqual({
      code: 'coupon_minimum_not_reached',
      message: 'Este cupom vale para compras a partir de R$ 150,00. Faltam R$ 50,00.',
      details: { missing: 50 },
    });

    const exhausted = await s.coupon({ max_uses: 1 });
    await db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, exhausted._id));
    expect((await apply(exhausted.code)).json).toMatchObject({
      code: 'coupon_exhausted',
      message: 'Este cupom já foi usado o máximo de vezes.',
    });

    const bagsOnly = await s.coupon({ category_ids: [s.bags.id] });
    expect((await apply(bagsOnly.code)).json).toMatchObject({
      code: 'coupon_not_applicable',
      message: 'Este cupom não vale para os itens do seu carrinho.',
    });

    // None of the refused coupons stayed on the cart.
    expect((await buyer.as('GET', '/cart/coupon')).json).toEqual({ coupon: null });
  });

  it('refuses a coupon the shopper already used their share of (coupon_already_used)', async () => {
    const s = await shop();
    const coupon = await s.coupon({ max_uses_per_customer: 1 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis);
    await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
    expect((await buyer.order()).status).toBe(201);
    await buyer.add(s.tenis);
    const again = await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: 'coupon_already_used',
      message: 'Você já usou este cupom o máximo de vezes permitido.',
    });
    // Another shopper still may.
    const other = await s.shopper();
    await other.add(s.tenis);
    expect((await other.as('PUT', '/cart/coupon', { code: coupon.code })).status).toBe(200);
  });

  it('applies a restricted coupon to its lines only', async () => {
    const s = await shop();
    const coupon = await s.coupon({ value: 20, category_ids: [s.bags.id] });
    const buyer = await s.shopper();
    await buyer.add(s.tenis); // R$ 100,00, not eligible
    await buyer.add(s.bolsa, 2); // R$ 100,00, eligible
    const applied = await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
    expect(applied.json.coupon.discount).toBe(20);
  });

  it('says why a coupon stopped applying when the cart changed, and refuses the order', async () => {
    const s = await shop();
    const coupon = await s.coupon({ minimum_order: 150 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis, 2);
    expect((await buyer.as('PUT', '/cart/coupon', { code: coupon.code })).status).toBe(200);
    const variation = s.tenis.variations[0]!.code;
    await buyer.as('PATCH', `/cart/items/${variation}`, { qnt: 1 });
    const now = await buyer.as('GET', '/cart/coupon');
    expect(now.json.coupon).toMatchObject({
      code: coupon.code,
      discount: 0,
      problem: { code: 'coupon_minimum_not_reached' },
    });
    const quote = await buyer.as('GET', '/checkout/quote');
    expect(quote.json.coupon.discount).toBe(0);
    expect(quote.json.pix.total).toBe(100 - 5 + 19.9);
    const refused = await buyer.order();
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('coupon_minimum_not_reached');
    expect(refused.json.message).toContain('Faltam R$ 50,00');
  });

  it('re-checks the coupon when the order is placed (paused meanwhile: refused, nothing sold)', async () => {
    const s = await shop();
    const coupon = await s.coupon();
    const buyer = await s.shopper();
    await buyer.add(s.tenis);
    await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
    await s.asSeller('PATCH', `/coupons/${coupon._id}/status`, { status: 'paused' });
    const refused = await buyer.order();
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('coupon_paused');
    expect((await buyer.as('GET', '/cart')).json.quantity).toBe(1);
  });
});

const cents = (value: number) => Math.round(value * 100);

describe(`coupons: the order of operations (${driver})`, () => {
  it('coupon, then the pix discount on what remains, then shipping: quote, order, e-mail and CSV agree', async () => {
    const s = await shop();
    const coupon = await s.coupon({ code: 'DEZOFF', value: 10 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis, 2); // R$ 200,00
    await buyer.as('PUT', '/cart/coupon', { code: 'dezoff' });

    const quote = (await buyer.as('GET', '/checkout/quote')).json;
    // 200 − 20 (coupon) = 180; pix 5 % of 180 = 9; shipping 19,90 (goods 200 < 299).
    expect(quote).toMatchObject({
      subtotal: 200,
      coupon: { code: 'DEZOFF', discount: 20, problem: null },
      shipping: 19.9,
      pix: { price: 171, discount: 9, total: 190.9 },
      // boleto: R$ 10,00 off from R$ 100,00 → 170 + 19,90.
      boleto: { price: 170, discount: 10, total: 189.9 },
    });
    // The card finances 180 + 19,90 = 199,90: interest-free up to 3x.
    expect(quote.card.installments[0]).toMatchObject({ installmentNumber: 1, totalAmount: 199.9 });

    const placed = await buyer.order('pix');
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject({
      subtotal: 200,
      coupon_code: 'DEZOFF',
      coupon_discount: 20,
      discount: 9,
      shipping: 19.9,
      interest: 0,
      total: 190.9,
    });
    const code = placed.json.code as string;
    expect((await buyer.as('GET', `/orders/${code}`)).json).toMatchObject({
      coupon_code: 'DEZOFF',
      coupon_discount: 20,
      total: 190.9,
    });
    const sale = await s.asSeller('GET', `/sales/${code}`);
    expect(sale.json).toMatchObject({ coupon_code: 'DEZOFF', coupon_discount: 20, total: 190.9 });
    expect((await s.asSeller('GET', `/coupons/${coupon._id}`)).json.uses).toBe(1);
    expect((await buyer.as('GET', '/cart/coupon')).json).toEqual({ coupon: null });

    // The e-mail's lines, as the shopper reads them, add up to the total.
    const email = await latestEmail(app, s.store.id, buyer.customer.email);
    const line = (label: string) => {
      const found = email.text.split('\n').find((text) => text.startsWith(`${label}: `));
      return found ? cents(parseMoney(found.slice(label.length + 2).replace('Grátis', '0'))) : 0;
    };
    expect(email.text).toContain('Cupom DEZOFF: -R$ 20,00');
    expect(line('Subtotal') + line('Cupom DEZOFF') + line('Desconto') + line('Frete')).toBe(
      line('Total'),
    );
    expect(line('Total')).toBe(19090);

    // The sales CSV: the coupon's columns, and the money columns add up to the total.
    const response = await app.request('/sales/export', {
      headers: { 'X-Store-Id': s.store.id, Authorization: `Bearer ${s.sellerToken}` },
    });
    const [header, row] = (await response.text())
      .slice(1)
      .split('\r\n')
      .map((text) => text.split(';'));
    const cell = (name: string) => row![header!.indexOf(name)]!;
    expect(cell('Cupom')).toBe('DEZOFF');
    expect(cell('Desconto do cupom')).toBe('20,00');
    const money = (name: string) => cents(Number(cell(name).replace(',', '.')));
    expect(
      money('Subtotal') -
        money('Desconto do cupom') -
        money('Desconto') +
        money('Frete') +
        money('Juros'),
    ).toBe(money('Total'));
  });

  it('keeps the free shipping the goods reached before the coupon, and charges card interest on the rest', async () => {
    const s = await shop();
    await s.coupon({ code: 'CINQUENTA', kind: 'amount', value: 50 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis, 3); // R$ 300,00 ≥ R$ 299,00
    await buyer.as('PUT', '/cart/coupon', { code: 'CINQUENTA' });
    const quote = (await buyer.as('GET', '/checkout/quote')).json;
    expect(quote).toMatchObject({ subtotal: 300, shipping: 0, coupon: { discount: 50 } });
    // Card 4x at 1,99 % a.m. on R$ 250,00 (the coupon's rest, shipping free).
    const four = quote.card.installments.find(
      (option: { installmentNumber: number }) => option.installmentNumber === 4,
    );
    const placed = await buyer.as('POST', '/orders', {
      payment_method: 'card',
      installments: 4,
      address_id: buyer.address.id,
      card_token: (
        await buyer.as('POST', '/payments/sandbox/card-tokens', {
          number: '4111 1111 1111 1111',
          holder_name: 'Ana Lima',
          expiry_month: 12,
          expiry_year: 2030,
          cvv: '123',
        })
      ).json.token,
    });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json).toMatchObject({
      subtotal: 300,
      coupon_discount: 50,
      discount: 0,
      shipping: 0,
      total: four.totalAmount,
    });
    expect(cents(placed.json.interest)).toBe(cents(four.totalAmount) - 25000);
  });

  it('keeps a placed order’s coupon and amounts when the seller edits the coupon', async () => {
    const s = await shop();
    const coupon = await s.coupon({ value: 10 });
    const buyer = await s.shopper();
    await buyer.add(s.tenis);
    await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
    const placed = (await buyer.order('boleto', { cpf: '390.533.447-05' })).json;
    await s.asSeller('PUT', `/coupons/${coupon._id}`, { ...COUPON, code: coupon.code, value: 50 });
    const again = (await buyer.as('GET', `/orders/${placed.code}`)).json;
    expect(again).toMatchObject({ coupon_discount: 10, total: placed.total });
  });
});

describe(`coupons: the last use (${driver})`, () => {
  it('goes to exactly one of many shoppers placing orders at once', async () => {
    const s = await shop();
    const coupon = await s.coupon({ max_uses: 1 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const buyer = await s.shopper();
        await buyer.add(s.tenis);
        const applied = await buyer.as('PUT', '/cart/coupon', { code: coupon.code });
        expect(applied.status).toBe(200);
        return buyer;
      }),
    );
    const answers = await Promise.all(buyers.map((buyer) => buyer.order('pix')));
    const placed = answers.filter((res) => res.status === 201);
    expect(placed).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.status !== 201)) {
      expect(res.status).toBe(409);
      expect(res.json.code).toBe('coupon_exhausted');
    }
    const [row] = await db.select().from(coupons).where(eq(coupons.id, coupon._id));
    expect(row!.uses).toBe(1);
    const redemptions = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon._id));
    expect(redemptions).toHaveLength(1);
  });
});
