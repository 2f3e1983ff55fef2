import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, productVariations } from '../src/db/schema/index.ts';
import { defaultCarrierOf } from '../src/features/orders/carrier.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

let clock = new Date('2026-03-10T15:00:00Z');
const { app, db } = await createTestApp({ now: () => clock });

let store: Awaited<ReturnType<typeof createStore>>;
let product: Awaited<ReturnType<typeof createProduct>>;
let sellerToken: string;
beforeAll(async () => {
  store = await createStore(db);
  product = await createProduct(db, store.id, {
    name: 'Caneca Esmaltada',
    variations: [{ priceCents: 4990, stock: 50 }],
  });
  sellerToken = await sessionFor(db, 'seller', await createSeller(db, store.id));
});

async function newOrder(method: 'pix' | 'boleto' = 'pix') {
  return (await newOrderOfCustomer(method)).code;
}

/** An order and its shopper's session, to read the order as the shopper does. */
async function newOrderOfCustomer(method: 'pix' | 'boleto' = 'pix') {
  const customer = await createCustomer(db, store.id, { firstName: 'Joana' });
  const token = await sessionFor(db, 'customer', customer, clock);
  const address = await createAddress(db, store.id, customer.id);
  const order = await placeOrder(app, {
    storeId: store.id,
    token,
    code: product.code,
    variation: product.variations[0]!.code,
    addressId: address.id,
    method,
  });
  return { code: order.code as string, token };
}

const pay = (code: string) =>
  call(app, 'POST', '/dev/payments/sandbox/confirm', {
    remoteAddress: LOOPBACK,
    storeId: store.id,
    body: { order_code: code },
  });
const move = (code: string, body: Record<string, unknown>) =>
  call(app, 'PATCH', `/sales/${code}/status`, { storeId: store.id, token: sellerToken, body });
const sales = (query: string) =>
  call(app, 'GET', `/sales${query}`, { storeId: store.id, token: sellerToken });

describe('sales list', () => {
  it('filters by status and by Brasília calendar days, newest first, paginated', async () => {
    clock = new Date('2026-03-10T02:30:00Z'); // 09/03 23:30 in Brasília
    const late = await newOrder();
    clock = new Date('2026-03-10T13:00:00Z');
    const paid = await newOrder();
    await pay(paid);
    const tenth = await sales('?from=2026-03-10&to=2026-03-10');
    expect(tenth.json.items.map((sale: { code: string }) => sale.code)).toContain(paid);
    expect(tenth.json.items.map((sale: { code: string }) => sale.code)).not.toContain(late);
    const ninth = await sales('?from=2026-03-09&to=2026-03-09');
    expect(ninth.json.items.map((sale: { code: string }) => sale.code)).toEqual([late]);
    const onlyPaid = await sales('?status=pago');
    expect(onlyPaid.json.items.every((sale: { status: string }) => sale.status === 'pago')).toBe(
      true,
    );
    expect(onlyPaid.json.items[0]).toMatchObject({ code: paid, customer_name: 'Joana Souza' });
    const page = await sales('?per_page=1&page=2');
    expect(page.json).toMatchObject({
      page: 2,
      per_page: 1,
      total: tenth.json.total + 1,
      total_pages: tenth.json.total + 1,
    });
    expect(page.json.items).toHaveLength(1);
  });

  it('refuses a range that ends before it starts', async () => {
    expect((await sales('?from=2026-03-10&to=2026-03-01')).status).toBe(400);
  });

  it('lists an unpaid order past its expiry under expirado, not aguardando_pagamento', async () => {
    const code = await newOrder();
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    const expired = await sales('?status=expirado');
    expect(expired.json.items.map((sale: { code: string }) => sale.code)).toContain(code);
    const pending = await sales('?status=aguardando_pagamento');
    expect(pending.json.items.map((sale: { code: string }) => sale.code)).not.toContain(code);
  });
});

describe('sale status', () => {
  it('shows the buyer on the sale detail', async () => {
    const code = await newOrder();
    const res = await call(app, 'GET', `/sales/${code}`, { storeId: store.id, token: sellerToken });
    expect(res.json.customer).toMatchObject({ first_name: 'Joana', last_name: 'Souza' });
    expect(res.json.items[0]).toMatchObject({ name: 'Caneca Esmaltada', unit_price: 49.9, qnt: 1 });
  });

  it.each([
    ['aguardando_pagamento', 'em_separacao'],
    ['pago', 'entregue'],
    ['pago', 'enviado'],
  ])('refuses %s → %s with 409', async (from, to) => {
    const code = await newOrder();
    if (from === 'pago') await pay(code);
    const res = await move(code, { status: to, tracking_code: 'BR123456785BR' });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('invalid_transition');
  });

  it('needs a tracking code to ship goods, then delivers', async () => {
    const code = await newOrder();
    await pay(code);
    expect((await move(code, { status: 'em_separacao' })).status).toBe(200);
    expect((await move(code, { status: 'enviado' })).json.code).toBe('tracking_required');
    const shipped = await move(code, { status: 'enviado', tracking_code: 'br987654326br' });
    expect(shipped.json).toMatchObject({ status: 'enviado', tracking_code: 'BR987654326BR' });
    expect((await move(code, { status: 'entregue' })).json.status).toBe('entregue');
    expect((await move(code, { status: 'cancelado', reason: 'Cliente desistiu.' })).status).toBe(
      409,
    );
  });

  it('takes a Correios code as typed ("qb 123456789br") and stores it as printed', async () => {
    const code = await newOrder();
    await pay(code);
    await move(code, { status: 'em_separacao' });
    const shipped = await move(code, { status: 'enviado', tracking_code: '  qb 123456789br ' });
    expect(shipped.status).toBe(200);
    expect(shipped.json.tracking_code).toBe('QB123456789BR');
    expect(shipped.json.history.at(-1).note).toBe(
      'Enviado por Correios. Código de rastreio: QB123456789BR.',
    );
    const [row] = await db.select().from(orders).where(eq(orders.code, code));
    expect(row).toMatchObject({ trackingCode: 'QB123456789BR', shippingCarrier: 'correios' });
  });

  it.each([
    [
      'AB',
      'Código de rastreio inválido. Use de 4 a 40 letras, números ou hífens, como QB123456785BR.',
    ],
    [
      'AB!',
      'Código de rastreio inválido. Use de 4 a 40 letras, números ou hífens, como QB123456785BR.',
    ],
  ])(
    'refuses the tracking code %j with a pt-BR message, leaving the sale as it was',
    async (typed, message) => {
      const code = await newOrder();
      await pay(code);
      await move(code, { status: 'em_separacao' });
      const res = await move(code, { status: 'enviado', tracking_code: typed });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'validation_error',
        details: [{ path: 'tracking_code', message }],
      });
      const [row] = await db.select().from(orders).where(eq(orders.code, code));
      expect(row).toMatchObject({ status: 'em_separacao', trackingCode: null });
    },
  );

  it('puts the units back in stock when an order is cancelled', async () => {
    const variationId = product.variations[0]!.id;
    const stock = async () =>
      (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!
        .stock;
    const before = await stock();
    const code = await newOrder();
    expect(await stock()).toBe(before! - 1);
    const cancelled = await move(code, { status: 'cancelado', reason: '  Cliente desistiu.  ' });
    expect(cancelled.json.status).toBe('cancelado');
    expect(cancelled.json.history.at(-1)).toMatchObject({
      status: 'cancelado',
      note: 'Motivo: Cliente desistiu.',
    });
    expect(await stock()).toBe(before);
    const [row] = await db.select().from(orders).where(eq(orders.code, code));
    expect(row!.status).toBe('cancelado');
  });

  it.each([
    [{ status: 'cancelado' }, 'Informe o motivo do cancelamento.'],
    [{ status: 'cancelado', reason: '   ' }, 'Descreva o motivo com pelo menos 3 caracteres.'],
  ])('refuses to cancel without a reason (%j) with 400, stock untouched', async (body, message) => {
    const variationId = product.variations[0]!.id;
    const code = await newOrder();
    const stock = async () =>
      (await db.select().from(productVariations).where(eq(productVariations.id, variationId)))[0]!
        .stock;
    const before = await stock();
    const res = await move(code, body);
    expect(res.status).toBe(400);
    expect(res.json.details).toEqual([{ path: 'reason', message }]);
    expect(await stock()).toBe(before);
    const detail = await call(app, 'GET', `/sales/${code}`, {
      storeId: store.id,
      token: sellerToken,
    });
    expect(detail.json.status).toBe('aguardando_pagamento');
  });

  it('lets only one of two simultaneous moves through', async () => {
    const code = await newOrder();
    await pay(code);
    const answers = await Promise.all([
      move(code, { status: 'em_separacao' }),
      move(code, { status: 'em_separacao' }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
  });
});

describe('shipping carrier', () => {
  /** A paid order in separation, ready to ship. */
  async function readyToShip() {
    const order = await newOrderOfCustomer();
    await pay(order.code);
    expect((await move(order.code, { status: 'em_separacao' })).status).toBe(200);
    return order;
  }

  it.each([
    [
      'correios',
      'Correios',
      'QB123456785BR',
      'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
    ],
    [
      'jadlog',
      'Jadlog',
      '10080155188760',
      'https://www.jadlog.com.br/jadlog/tracking?cte=10080155188760',
    ],
    ['loggi', 'Loggi', 'LGI123456', 'https://www.loggi.com/rastreador/LGI123456'],
    [
      'jt_express',
      'J&T Express',
      '888001234567',
      'https://www.jtexpress.com.br/trajectoryQuery?waybillNo=888001234567',
    ],
    [
      'azul_cargo',
      'Azul Cargo Express',
      '12345678',
      'https://www.azulcargoexpress.com.br/Rastreio/Rastreio',
    ],
    [
      'total_express',
      'Total Express',
      'TX123456',
      'https://tracking.totalexpress.com.br/tracking/0',
    ],
    ['outra', 'Outra transportadora', 'XYZ-9876', null],
  ] as const)(
    'ships by %s: the sale and the shopper’s order name it and link the code to its page',
    async (carrier, name, tracking, url) => {
      const { code, token } = await readyToShip();
      const shipped = await move(code, { status: 'enviado', tracking_code: tracking, carrier });
      expect(shipped.status).toBe(200);
      expect(shipped.json).toMatchObject({
        status: 'enviado',
        tracking_code: tracking,
        shipping_carrier: { slug: carrier, name },
        tracking_url: url,
      });
      expect(shipped.json.history.at(-1).note).toBe(
        `Enviado por ${name}. Código de rastreio: ${tracking}.`,
      );
      const mine = await call(app, 'GET', `/orders/${code}`, { storeId: store.id, token });
      expect(mine.json).toMatchObject({
        tracking_code: tracking,
        shipping_carrier: { slug: carrier, name },
        tracking_url: url,
      });
      const [row] = await db.select().from(orders).where(eq(orders.code, code));
      expect(row!.shippingCarrier).toBe(carrier);
    },
  );

  it('has no carrier before the sale ships, and preselects the Correios for an order without a freight carrier', async () => {
    const { code } = await readyToShip();
    const sale = await call(app, 'GET', `/sales/${code}`, {
      storeId: store.id,
      token: sellerToken,
    });
    expect(sale.json).toMatchObject({
      shipping_carrier: null,
      tracking_url: null,
      default_carrier: 'correios',
    });
  });

  it('ships by the Correios when the move names no carrier and the order has no freight carrier', async () => {
    const { code } = await readyToShip();
    const shipped = await move(code, { status: 'enviado', tracking_code: 'QB123456785BR' });
    expect(shipped.json.shipping_carrier).toEqual({ slug: 'correios', name: 'Correios' });
  });

  it.each([
    ['Jadlog', 'jadlog'],
    ['J&T Express', 'jt_express'],
    ['Azul Cargo Express', 'azul_cargo'],
    ['LATAM Cargo', 'outra'],
    [null, 'correios'],
  ] as const)('takes the carrier of the order’s freight (%j) as the default: %s', (name, slug) => {
    expect(defaultCarrierOf({ freightCarrier: name })).toBe(slug);
  });

  it('preselects the carrier of the freight the shopper chose, and ships by it when the move names none', async () => {
    const { code } = await readyToShip();
    await db.update(orders).set({ freightCarrier: 'Jadlog' }).where(eq(orders.code, code));
    const sale = await call(app, 'GET', `/sales/${code}`, {
      storeId: store.id,
      token: sellerToken,
    });
    expect(sale.json.default_carrier).toBe('jadlog');
    const shipped = await move(code, { status: 'enviado', tracking_code: '10080155188760' });
    expect(shipped.json).toMatchObject({
      shipping_carrier: { slug: 'jadlog', name: 'Jadlog' },
      tracking_url: 'https://www.jadlog.com.br/jadlog/tracking?cte=10080155188760',
    });
  });

  it.each(['fedex', 'Correios', 'CORREIOS', ''])(
    'refuses the unknown carrier %j with a pt-BR message, leaving the sale as it was',
    async (carrier) => {
      const { code } = await readyToShip();
      const res = await move(code, { status: 'enviado', tracking_code: 'QB123456785BR', carrier });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'validation_error',
        details: [{ path: 'carrier', message: 'Escolha uma transportadora da lista.' }],
      });
      const [row] = await db.select().from(orders).where(eq(orders.code, code));
      expect(row).toMatchObject({
        status: 'em_separacao',
        trackingCode: null,
        shippingCarrier: null,
      });
    },
  );

  it('refuses a carrier value outside the list at the database too', async () => {
    const { code } = await readyToShip();
    await expect(
      db
        .update(orders)
        .set({ shippingCarrier: 'fedex' as 'correios' })
        .where(eq(orders.code, code)),
    ).rejects.toThrow();
  });

  it('records the move with its carrier in the store’s Histórico, by the seller who made it', async () => {
    const { code } = await readyToShip();
    await move(code, { status: 'enviado', tracking_code: '10080155188760', carrier: 'jadlog' });
    const [row] = await db.select().from(orders).where(eq(orders.code, code));
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sale'), eq(auditLog.entityId, row!.id)));
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['status', { status: 'pago' }, { status: 'em_separacao' }],
      [
        'status',
        { status: 'em_separacao', tracking_code: null, shipping_carrier: null },
        { status: 'enviado', tracking_code: '10080155188760', shipping_carrier: 'jadlog' },
      ],
    ]);
    const history = await call(app, 'GET', '/history?entity=sale', {
      storeId: store.id,
      token: sellerToken,
    });
    expect(history.json.items[0]).toMatchObject({
      entity: 'sale',
      entity_name: code,
      action: 'status',
      changes: expect.arrayContaining([
        { field: 'shipping_carrier', before: null, after: 'jadlog' },
      ]),
    });
  });

  it('lets a sales seller ship, and answers another store’s seller as if the sale did not exist', async () => {
    const { code } = await readyToShip();
    const salesToken = await sessionFor(
      db,
      'seller',
      await createSeller(db, store.id, { role: 'sales' }),
    );
    const other = await createStore(db);
    const otherToken = await sessionFor(db, 'seller', await createSeller(db, other.id));
    const body = { status: 'enviado', tracking_code: 'LGI123456', carrier: 'loggi' };
    const foreign = await call(app, 'PATCH', `/sales/${code}/status`, {
      storeId: other.id,
      token: otherToken,
      body,
    });
    expect(foreign.status).toBe(404);
    const [untouched] = await db.select().from(orders).where(eq(orders.code, code));
    expect(untouched).toMatchObject({ status: 'em_separacao', shippingCarrier: null });
    const shipped = await call(app, 'PATCH', `/sales/${code}/status`, {
      storeId: store.id,
      token: salesToken,
      body,
    });
    expect(shipped.status).toBe(200);
    expect(shipped.json.shipping_carrier).toEqual({ slug: 'loggi', name: 'Loggi' });
  });
});
