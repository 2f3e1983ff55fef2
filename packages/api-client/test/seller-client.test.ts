import { describe, expect, it } from 'vitest';
import { addToCart } from '../src/endpoints/add-to-cart.ts';
import { exportSales, saleExportPath } from '../src/endpoints/export-sales.ts';
import { getAddresses } from '../src/endpoints/get-addresses.ts';
import { getHome } from '../src/endpoints/get-home.ts';
import { getProduct } from '../src/endpoints/get-product.ts';
import { getSale } from '../src/endpoints/get-sale.ts';
import { getSales } from '../src/endpoints/get-sales.ts';
import { getSalesOverview } from '../src/endpoints/get-sales-overview.ts';
import { getSellerProfile } from '../src/endpoints/get-seller-profile.ts';
import { loginCustomer } from '../src/endpoints/login-customer.ts';
import { loginSeller } from '../src/endpoints/login-seller.ts';
import { logoutSeller } from '../src/endpoints/logout-seller.ts';
import { placeOrder } from '../src/endpoints/place-order.ts';
import { simulatePayment } from '../src/endpoints/simulate-payment.ts';
import { updateSaleStatus } from '../src/endpoints/update-sale-status.ts';
import { validateSeller } from '../src/endpoints/validate-seller.ts';
import {
  apiUrl,
  clientFor,
  DEMO,
  DEMO_CUSTOMER_PASSWORD,
  DEMO_SELLER_PASSWORD,
  storeIdFor,
} from './support/demo.ts';

// The seller office through the typed client against the real API over HTTP, in the demo's
// Casa Ipê (the customer test buys in Loja Aurora): the demo customer Beatriz places a boleto
// order, the demo seller Camila sees it among the store's sales and moves it along.

const store = await storeIdFor(DEMO.ipe.host);

const login = await loginCustomer(clientFor(store), {
  email: DEMO.ipe.customer,
  password: DEMO_CUSTOMER_PASSWORD,
});
const buyer = clientFor(store, () => login.access_token);
const featured = (await getHome(buyer)).featured_products.find((item) => item.in_stock);
if (!featured) throw new Error('Casa Ipê has no featured product in stock');
const product = await getProduct(buyer, featured.slug);
const variation = product.variations.find((v) => v.in_stock)!;
const [address] = await getAddresses(buyer);
const buy = async (method: 'boleto' | 'pix') => {
  await addToCart(buyer, {
    qnt: 1,
    code: product.code,
    variation: variation.code,
    store_id: store,
  });
  return placeOrder(buyer, {
    body: { payment_method: method, address_id: address!.id },
    idempotencyKey: crypto.randomUUID(),
  });
};
const order = await buy('boleto');
// A second order, for the seller to cancel.
const unwanted = await buy('pix');

let token: string | undefined;
const client = clientFor(store, () => token);

describe('api-client: the seller office against the real API', () => {
  it('logs in and validates the seller session (spec §4)', async () => {
    const session = await loginSeller(client, {
      email: DEMO.ipe.seller,
      password: DEMO_SELLER_PASSWORD,
    });
    token = session.access_token;
    const profile = await getSellerProfile(client);
    expect(profile).toMatchObject({ email: DEMO.ipe.seller, store_id: store });
    expect(await validateSeller(client, token)).toMatchObject({
      _id: profile._id,
      email: DEMO.ipe.seller,
      store_id: store,
    });
  });

  it('lists, reads and moves a sale; refusals are ApiError 409', async () => {
    expect(order.status).toBe('aguardando_pagamento');
    await simulatePayment(client, order.code);
    const list = await getSales(client, { status: 'pago', per_page: 100 });
    // The demo history has paid orders of its own: ours is among them, and only paid ones.
    expect(list.items.map((sale) => sale.code)).toContain(order.code);
    expect(list.items.every((sale) => sale.status === 'pago')).toBe(true);
    expect((await getSale(client, order.code)).customer.first_name).toBe('Beatriz');
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

  it('finds sales by code, buyer and payment method, sorted (spec §2 minhas-vendas)', async () => {
    const byCode = await getSales(client, { q: order.code.slice(0, 5).toLowerCase() });
    expect(byCode.items.map((sale) => sale.code)).toContain(order.code);
    const byBuyer = await getSales(client, { q: 'BEATRIZ', per_page: 100 });
    expect(byBuyer.items.map((sale) => sale.code)).toEqual(
      expect.arrayContaining([order.code, unwanted.code]),
    );
    expect(byBuyer.items.every((sale) => sale.customer_name.startsWith('Beatriz'))).toBe(true);
    const pix = await getSales(client, {
      payment_method: 'pix',
      sort: 'maior_valor',
      per_page: 100,
    });
    expect(pix.items.map((sale) => sale.code)).toContain(unwanted.code);
    expect(pix.items.every((sale) => sale.payment_method === 'pix')).toBe(true);
    const totals = pix.items.map((sale) => sale.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('cancels only with a reason, which the timeline shows', async () => {
    const refused = await updateSaleStatus(client, {
      code: unwanted.code,
      body: { status: 'cancelado' },
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: 'validation_error' });
    const cancelled = await updateSaleStatus(client, {
      code: unwanted.code,
      body: { status: 'cancelado', reason: 'Cliente pediu o cancelamento.' },
    });
    expect(cancelled.status).toBe('cancelado');
    expect(cancelled.history.at(-1)?.note).toBe('Motivo: Cliente pediu o cancelamento.');
    // An unpaid sale has no note: nothing of one to do.
    expect(cancelled.invoice_notice).toBeNull();
  });

  it('exports the filtered list as CSV, by its path and through the client', async () => {
    expect(saleExportPath({ status: 'pago', sort: 'recentes', q: ' ' })).toBe(
      'sales/export?status=pago',
    );
    expect(saleExportPath()).toBe('sales/export');
    const path = saleExportPath({ q: unwanted.code, sort: 'antigas' });
    expect(path).toBe(`sales/export?q=${unwanted.code}&sort=antigas`);
    const response = await fetch(`${apiUrl}/${path}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Store-Id': store },
    });
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text()).split('\r\n');
    // The order's columns first, as before, then the shipping and reconciling ones and the item.
    expect(lines[0]!.split(';').slice(0, 8)).toEqual([
      'Código',
      'Data',
      'Comprador',
      'E-mail',
      'Total',
      'Forma de pagamento',
      'Pagamento',
      'Entrega',
    ]);
    expect(lines[0]!.split(';')).toContain('SKU');
    expect(lines[1]).toMatch(new RegExp(`^${unwanted.code};(?:[^;]*;){4}Pix;Cancelado;—;`));
    const blob = await exportSales(client, { q: order.code });
    expect(await blob.text()).toContain(`${order.code};`);
  });

  it('reads the overview of the seller home (spec §2 /vendedor)', async () => {
    const overview = await getSalesOverview(client);
    expect(overview.periods.map((period) => period.period)).toEqual(['hoje', '7_dias', '30_dias']);
    expect(overview.daily).toHaveLength(30);
    // Paid today and shipped: today's revenue counts it; the newest sale is the cancelled one.
    expect(overview.periods[0]!.revenue).toBeGreaterThanOrEqual(order.total);
    expect(overview.latest[0]?.code).toBe(unwanted.code);
  });

  it('logs out at {auth}/api/sellers/logout: true, then false once there is no token', async () => {
    expect(await logoutSeller(client)).toBe(true);
    expect(await validateSeller(client, token)).toBeNull();
    token = undefined;
    expect(await logoutSeller(client)).toBe(false);
  });
});
