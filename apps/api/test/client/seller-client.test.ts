import { createApiClient } from '@vitrine/api-client/client';
import { getSale } from '@vitrine/api-client/get-sale';
import { getSales } from '@vitrine/api-client/get-sales';
import { getSellerProfile } from '@vitrine/api-client/get-seller-profile';
import { loginSeller } from '@vitrine/api-client/login-seller';
import { logoutSeller } from '@vitrine/api-client/logout-seller';
import { simulatePayment } from '@vitrine/api-client/simulate-payment';
import { updateSaleStatus } from '@vitrine/api-client/update-sale-status';
import { validateSeller } from '@vitrine/api-client/validate-seller';
import { describe, expect, it } from 'vitest';
import {
  createAddress,
  createCustomer,
  createSeller,
  PASSWORD,
  sessionFor,
} from '../fixtures/accounts.ts';
import { createProduct, createStore } from '../fixtures/catalog.ts';
import { placeOrder } from '../fixtures/orders.ts';
import { createTestApp } from '../harness.ts';

const { app, db } = await createTestApp();
const store = await createStore(db);
const seller = await createSeller(db, store.id);
const product = await createProduct(db, store.id, {
  name: 'Toalha de Banho',
  variations: [{ priceCents: 7990, stock: 9 }],
});
const buyer = await createCustomer(db, store.id, { firstName: 'Heloísa' });
const order = await placeOrder(app, {
  storeId: store.id,
  token: await sessionFor(db, 'customer', buyer),
  code: product.code,
  variation: product.variations[0]!.code,
  addressId: (await createAddress(db, store.id, buyer.id)).id,
  method: 'boleto',
});

let token: string | undefined;
const client = createApiClient({
  apiBase: 'http://api.test',
  storeId: () => store.id,
  token: () => token,
  fetch: async (input, init) => app.request(input as Request, init),
});

describe('api-client: the seller office against the real app', () => {
  it('logs in and validates the seller session (spec §4)', async () => {
    const session = await loginSeller(client, { email: seller.email, password: PASSWORD });
    token = session.access_token;
    expect(await validateSeller(client, token)).toMatchObject({
      _id: seller.id,
      store_id: store.id,
    });
    expect((await getSellerProfile(client)).email).toBe(seller.email);
  });

  it('lists, reads and moves a sale; refusals are ApiError 409', async () => {
    await simulatePayment(client, order.code);
    const list = await getSales(client, { status: 'pago', per_page: 10 });
    expect(list.items.map((sale) => sale.code)).toEqual([order.code]);
    expect((await getSale(client, order.code)).customer.first_name).toBe('Heloísa');
    const refused = await updateSaleStatus(client, {
      code: order.code,
      body: { status: 'entregue' },
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 409, code: 'invalid_transition' });
    await updateSaleStatus(client, { code: order.code, body: { status: 'em_separacao' } });
    const shipped = await updateSaleStatus(client, {
      code: order.code,
      body: { status: 'enviado', tracking_code: 'QB123456789BR' },
    });
    expect(shipped).toMatchObject({ status: 'enviado', tracking_code: 'QB123456789BR' });
  });

  it('logs out at {auth}/api/sellers/logout: true, then false once there is no token', async () => {
    expect(await logoutSeller(client)).toBe(true);
    expect(await validateSeller(client, token)).toBeNull();
    token = undefined;
    expect(await logoutSeller(client)).toBe(false);
  });
});
