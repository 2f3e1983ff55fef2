import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  createCustomer,
  createSeller,
  PASSWORD,
  sessionFor,
} from './fixtures/accounts.ts';
import {
  createBanner,
  createCategory,
  createPage,
  createProduct,
  createStore,
  PAYMENT_DEFAULT,
} from './fixtures/catalog.ts';
import {
  BANNER_BODY,
  CART_REMINDER_SETTINGS,
  COUPON,
  FREIGHT_SETTINGS,
  FREIGHT_TABLE,
  isOperatorRoute,
  isSellerRoute,
  PAYMENT_SETTINGS,
  FISCAL_SETTINGS,
  WHATSAPP_SETTINGS,
  STORE_IDENTITY,
  STORE_LEGAL_DATA,
  STORE_PAGE,
} from './fixtures/requests.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// A closed port as the freight platform: a valid "Testar token" fails at once (connection
// refused) instead of asking the real Melhor Envio over the internet.
const { app, db } = await createTestApp({
  config: { MELHOR_ENVIO_URL: 'http://127.0.0.1:9' },
});

type Operation = { method: string; path: string; hasBody: boolean };
type Fixture = Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const [storeA, storeB] = [await createStore(db), await createStore(db)];
  const category = await createCategory(db, storeA.id, { name: 'Vasos' });
  const product = await createProduct(db, storeA.id, {
    name: 'Vaso de Cerâmica',
    categoryId: category.id,
  });
  const pageA = await createPage(db, storeA.id, { title: 'Política de A', html: '<p>A</p>' });
  const bannerA = await createBanner(db, storeA.id, { title: 'Promoção de A', position: 0 });
  const customerA = await createCustomer(db, storeA.id);
  const sellerA = await createSeller(db, storeA.id);
  const customerAToken = await sessionFor(db, 'customer', customerA);
  const address = await createAddress(db, storeA.id, customerA.id);
  const order = await placeOrder(app, {
    storeId: storeA.id,
    token: customerAToken,
    code: product.code,
    variation: product.variations[0]!.code,
    addressId: address.id,
  });
  const coupon = await call(app, 'POST', '/coupons', {
    storeId: storeA.id,
    token: await sessionFor(db, 'seller', sellerA),
    body: COUPON,
  });
  const domain = await call(app, 'POST', '/settings/domains', {
    storeId: storeA.id,
    token: await sessionFor(db, 'seller', sellerA),
    body: { domain: 'www.loja-de-a.com.br' },
  });
  const devices = await call(app, 'GET', '/customers/me/devices', {
    storeId: storeA.id,
    token: customerAToken,
  });
  return {
    storeA,
    storeB,
    customerA,
    sellerA,
    customerB: await createCustomer(db, storeB.id),
    sellerB: await createSeller(db, storeB.id),
    params: { id: address.id, code: order.code as string, variation: product.variations[0]!.code },
    /** The {id} of the seller's catalog routes, by the path's resource. */
    catalogIds: {
      products: product.id,
      variations: product.variations[0]!.id,
      categories: category.id,
      pages: pageA.id,
    } as Record<string, string>,
    bannerId: bannerA.id,
    couponId: coupon.json._id as string,
    domain: domain.json.domain as string,
    deviceId: devices.json.items[0].id as string,
    /** What must never show up in an answer to store B. */
    secrets: [
      order.code,
      address.id,
      customerA.email,
      customerA.id,
      sellerA.email,
      sellerA.id,
      product.variations[0]!.code,
      bannerA.id,
      coupon.json._id as string,
      domain.json.records[0].value as string,
    ],
  };
}

const CATALOG_PRODUCT = { name: 'Vaso Novo', variations: [{ price: 10, stock: 1 }] };

/** Valid bodies, so a request from B gets past validation and reaches the data it names. */
const VALID_BODIES: Record<string, unknown> = {
  'PUT /customers/me': { first_name: 'Beatriz' },
  'PUT /customers/me/password': { current_password: PASSWORD, new_password: 'Outra@123' },
  'POST /auth_customers/address': {
    recipient: 'Bia',
    zip_code: '01001-000',
    street: 'Praça da Sé',
    number: '1',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
  },
  'PUT /auth_customers/address/{id}': {
    recipient: 'Bia',
    zip_code: '01001-000',
    street: 'Praça da Sé',
    number: '1',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
  },
  'POST /customers/me/favourites/lookup': { product_ids: [] },
  'PUT /customers/me/price-alerts': { enabled: true },
  'PUT /customers/me/marketing-emails': { enabled: true },
  'POST /cart/restore': { token: 'token-de-exemplo-0123456789' },
  'PUT /settings/cart-reminders': CART_REMINDER_SETTINGS,
  'PUT /settings/stock-alerts': { factor: 3 },
  'PUT /settings/reviews': { invite_days: 7, require_approval: true },
  'PUT /catalog/reviews/{id}': { action: 'publish' },
  'POST /reviews': {
    order_code: 'ABCD2345',
    product_id: '00000000-0000-4000-8000-000000000001',
    rating: 5,
    title: 'Muito bom',
    body: 'Chegou bem embalado.',
  },
  'POST /variations/{variation}/stock-alerts': {},
  'PATCH /cart/items/{variation}': { qnt: 1 },
  'POST /orders': { payment_method: 'pix' },
  'PUT /sellers/me': { first_name: 'Bruna' },
  'PUT /sellers/me/password': { current_password: PASSWORD, new_password: 'Outra@123' },
  // Another store's session changes nothing of B's sellers' sign-in.
  'POST /sellers/me/two-factor/setup': { password: PASSWORD },
  'POST /sellers/me/two-factor/confirm': { code: '123456' },
  'POST /sellers/me/two-factor/recovery-codes': { code: '123456' },
  'POST /sellers/me/two-factor/disable': { password: PASSWORD, code: '123456' },
  'PUT /team/two-factor': { required: false },
  'PATCH /sales/{code}/status': { status: 'em_separacao' },
  'POST /sales/{code}/invoice/cancel': {
    justificativa: 'Nota emitida com o valor do frete errado',
  },
  'POST /sales/{code}/invoice/correction': {
    correcao: 'Complemento do endereço de entrega: apartamento 301',
  },
  'POST /sales/{code}/refunds': { items: [{ code: 'AUR-0001', variation: 'V1', quantity: 1 }] },
  'PUT /orders/{code}/refund-destination': {
    kind: 'pix',
    key_type: 'email',
    key: 'ana@exemplo.com.br',
  },
  'PUT /settings/payment-rules': PAYMENT_DEFAULT,
  'PUT /settings/identity': STORE_IDENTITY,
  'PUT /settings/legal-data': STORE_LEGAL_DATA,
  'POST /settings/domains': { domain: 'www.loja-de-b.com.br' },
  // B's own owner pauses B, then reopens it (the routes' order); a wrong password closes nothing.
  'POST /store/pause': { message: 'Voltamos dia 10!' },
  'POST /store/close': { password: 'Errada@123' },
  'PUT /settings/freight': FREIGHT_SETTINGS,
  'PUT /settings/freight/table': FREIGHT_TABLE,
  // A spreadsheet: the session is refused before the body is read.
  'PUT /settings/freight/table.csv': {},
  'POST /settings/freight/test': { token: FREIGHT_SETTINGS.melhor_envio.token },
  'PUT /settings/payments': PAYMENT_SETTINGS,
  'PUT /settings/invoices': FISCAL_SETTINGS,
  'PUT /settings/whatsapp': WHATSAPP_SETTINGS,
  'PUT /settings/invoices/certificate': { file: 'AAAA', password: 'senha' },
  'PUT /settings/payments/pix-key': { type: 'cpf', key: '390.533.447-05' },
  'POST /settings/payments/test': { provider: 'pix_api' },
  'PUT /settings/identity/logo': { image_id: '00000000-0000-4000-8000-000000000002' },
  'POST /settings/pages': STORE_PAGE,
  'PUT /settings/pages/{id}': STORE_PAGE,
  'POST /settings/banners': BANNER_BODY,
  'PUT /settings/banners/{id}': BANNER_BODY,
  'POST /settings/banners/order': { ids: ['00000000-0000-4000-8000-000000000000'] },
  'POST /catalog/products': CATALOG_PRODUCT,
  'PUT /catalog/products/{id}': CATALOG_PRODUCT,
  'POST /catalog/products/{id}/status': { status: 'archived' },
  'POST /catalog/categories': { name: 'Luminárias' },
  'POST /team/sellers': {
    first_name: 'Joana',
    last_name: 'Reis',
    email: 'joana@exemplo.com.br',
    role: 'sales',
  },
  'PATCH /team/sellers/{id}': { role: 'admin' },
  'POST /coupons': COUPON,
  'PUT /coupons/{id}': COUPON,
  'PATCH /coupons/{id}/status': { status: 'paused' },
  'PUT /cart/coupon': { code: 'BEMVINDO10' },
  'PATCH /catalog/categories/{id}': { name: 'Outro nome' },
  'POST /catalog/variations/{id}/stock': { mode: 'relative', delta: -1, reason: 'damage' },
  // A multipart upload: the session is refused before any body is read.
  'POST /images': {},
  'POST /catalog/imports': {},
  'POST /reviews/photos': {},
};

let fx: Fixture;
let operations: Operation[];

beforeAll(async () => {
  fx = await setUp();
  const doc = (await call(app, 'GET', '/openapi.json')).json;
  operations = Object.entries(
    doc.paths as Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>,
  ).flatMap(([path, methods]) =>
    Object.entries(methods)
      // The operator console belongs to no store (its operators see every one, by design);
      // that no seller's or shopper's token opens it is test/operators.test.ts's.
      .filter(([, operation]) => operation.security?.length && !isOperatorRoute(path))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        hasBody: Boolean(operation.requestBody),
      })),
  );
});

const fill = (path: string, params: Fixture['params'] & { deviceId: string }) =>
  path
    .replace('{code}', params.code)
    .replace('{domain}', fx.domain)
    .replace('{variation}', params.variation)
    .replace(
      '{id}',
      path.includes('devices')
        ? params.deviceId
        : path.startsWith('/team/')
          ? fx.sellerA.id
          : path.startsWith('/settings/banners/')
            ? fx.bannerId
            : path.startsWith('/coupons/')
              ? fx.couponId
              : (fx.catalogIds[/^\/(?:catalog|settings)\/(\w+)/.exec(path)?.[1] ?? ''] ??
                params.id),
    );

async function tokens(store: 'A' | 'B', seller: boolean) {
  const account =
    store === 'A' ? (seller ? fx.sellerA : fx.customerA) : seller ? fx.sellerB : fx.customerB;
  return sessionFor(db, seller ? 'seller' : 'customer', account);
}

describe('tenant isolation', () => {
  it('finds the authenticated endpoints in /openapi.json and has a valid body for each', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const op of operations.filter((candidate) => candidate.hasBody)) {
      expect(VALID_BODIES, `${op.method} ${op.path}`).toHaveProperty([`${op.method} ${op.path}`]);
    }
  });

  it('refuses a token of the other store on every authenticated endpoint (403)', async () => {
    for (const op of operations) {
      const seller = isSellerRoute(op.path);
      for (const [tokenStore, headerStore] of [
        ['B', fx.storeA.id],
        ['A', fx.storeB.id],
      ] as const) {
        const res = await call(
          app,
          op.method,
          fill(op.path, { ...fx.params, deviceId: fx.deviceId }),
          {
            storeId: headerStore,
            token: await tokens(tokenStore, seller),
            body: VALID_BODIES[`${op.method} ${op.path}`],
          },
        );
        expect(res.status, `${op.method} ${op.path} token ${tokenStore}`).toBe(403);
        expect(res.json.code).toBe('forbidden');
      }
    }
  });

  it("never answers store A's data to store B's own sessions (404 for A's ids)", async () => {
    for (const op of operations) {
      const path = fill(op.path, { ...fx.params, deviceId: fx.deviceId });
      const res = await call(app, op.method, path, {
        storeId: fx.storeB.id,
        token: await tokens('B', isSellerRoute(op.path)),
        body: VALID_BODIES[`${op.method} ${op.path}`],
      });
      for (const secret of fx.secrets)
        expect(res.text, `${op.method} ${op.path}`).not.toContain(secret);
      if (op.path.includes('{')) expect(res.status, `${op.method} ${op.path}`).toBe(404);
    }
    // …and nothing of A's moved: its order still awaits payment, its address is still there.
    const tokenA = await tokens('A', false);
    const order = await call(app, 'GET', `/orders/${fx.params.code}`, {
      storeId: fx.storeA.id,
      token: tokenA,
    });
    expect(order.json.status).toBe('aguardando_pagamento');
    const list = await call(app, 'GET', '/auth_customers/address', {
      storeId: fx.storeA.id,
      token: tokenA,
    });
    expect(list.json.items.map((item: { id: string }) => item.id)).toContain(fx.params.id);
  });

  it('refuses a customer token on seller routes and a seller token on customer routes (401)', async () => {
    const asCustomer = await call(app, 'GET', '/sales', {
      storeId: fx.storeA.id,
      token: await tokens('A', false),
    });
    expect(asCustomer.status).toBe(401);
    const asSeller = await call(app, 'GET', '/orders', {
      storeId: fx.storeA.id,
      token: await tokens('A', true),
    });
    expect(asSeller.status).toBe(401);
  });

  it.each([
    ['/api/validate_user', false],
    ['/api/validate_seller', true],
  ])('%s refuses a token of the other store (401)', async (path, seller) => {
    const res = await call(app, 'POST', path, {
      storeId: fx.storeB.id,
      body: { access_token: await tokens('A', seller) },
    });
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(fx.customerA.email);
  });

  it("does not add another store's product to the cart, nor treat A's session as logged in on B", async () => {
    const body = { qnt: 1, code: 'x', variation: fx.params.variation, store_id: fx.storeB.id };
    const crossSession = await call(app, 'POST', '/cart', {
      storeId: fx.storeB.id,
      token: await tokens('A', false),
      body,
    });
    expect(crossSession.json.statusCode).toBe(202);
    const res = await call(app, 'POST', '/cart', {
      storeId: fx.storeB.id,
      token: await tokens('B', false),
      body,
    });
    expect(res.status).toBe(404);
    expect(res.json.statusCode).toBe(302);
  });

  it("does not let store B's demo bank confirm store A's order", async () => {
    const res = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
      remoteAddress: LOOPBACK,
      storeId: fx.storeB.id,
      body: { order_code: fx.params.code },
    });
    expect(res.status).toBe(404);
  });
});
