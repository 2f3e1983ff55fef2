import { and, eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { addresses, orders } from '../src/db/schema/index.ts';
import { startMelhorEnvio } from '../src/demo/melhor-envio.ts';
import { createAddress, createCustomer, sessionFor } from './fixtures/accounts.ts';
import { addToCart, stockOf } from './fixtures/orders.ts';
import { storeSellingLamp } from './fixtures/freight-store.ts';
import { FREIGHT_SETTINGS, FREIGHT_TABLE } from './fixtures/requests.ts';
import { call, createTestApp } from './harness.ts';

// The freight of a checkout over the real API and a loopback Melhor Envio: the pay page's quote
// to the chosen address, the option priced into every method's total, and the order quoting it
// again — never taking a price from the browser, refusing a price the shopper did not see.

const TOKEN = FREIGHT_SETTINGS.melhor_envio.token;
const melhorEnvio = await startMelhorEnvio({ tokens: [TOKEN] });
afterAll(() => melhorEnvio.close());
const { app, db } = await createTestApp({
  config: { MELHOR_ENVIO_URL: melhorEnvio.url, MELHOR_ENVIO_TIMEOUT_MS: '400' },
});

beforeEach(() => melhorEnvio.control.reset());

type Option = { id: string; price: number; days_max: number | null; name: string };

/** A store with its table and the carriers on, one shopper with a lamp in the cart. */
async function checkoutOf(settings: { table: boolean; melhorEnvio: boolean; pickup?: boolean }) {
  const { seller, product, variation } = await storeSellingLamp(app, db, {
    ...settings,
    pickup: settings.pickup ?? true,
    freeShipping: false,
  });
  const { storeId } = seller;
  const customer = await createCustomer(db, storeId);
  const token = await sessionFor(db, 'customer', customer);
  const saoPaulo = await createAddress(db, storeId, customer.id);
  const [acre] = await db
    .insert(addresses)
    .values({
      ...saoPaulo,
      id: undefined,
      zipCode: '69900000',
      city: 'Rio Branco',
      state: 'AC',
      isDefault: false,
    })
    .returning();
  await addToCart(app, { storeId, token, code: product.code, variation: variation.code });
  const as = { storeId, token };
  return {
    seller,
    as,
    variationId: variation.id,
    saoPaulo,
    acre: acre!,
    quote: (query = '') => call(app, 'GET', `/checkout/quote${query}`, as),
    order: (body: Record<string, unknown>) =>
      call(app, 'POST', '/orders', {
        ...as,
        body: { payment_method: 'pix', address_id: saoPaulo.id, ...body },
      }),
  };
}

const optionsOf = (res: { json: { freight: { quote: { options: Option[] } } } }) =>
  res.json.freight.quote.options;

describe('GET /checkout/quote: the freight to the chosen address', () => {
  it('quotes the default address, prices the cheapest option in, and another when asked', async () => {
    const shop = await checkoutOf({ table: true, melhorEnvio: true });
    const first = await shop.quote();
    expect(first.status, first.text).toBe(200);
    const options = optionsOf(first);
    expect(options.map((option) => option.id)).toEqual(
      expect.arrayContaining(['tabela', 'me-1', 'me-2', 'retirada']),
    );
    expect(first.json.freight).toMatchObject({
      address_id: shop.saoPaulo.id,
      chosen: options[0]!.id,
      error: null,
    });
    expect(first.json.shipping).toBe(options[0]!.price);

    const sedex = options.find((option) => option.id === 'me-2')!;
    const chosen = await shop.quote(`?freight=me-2`);
    expect(chosen.json.freight.chosen).toBe('me-2');
    expect(chosen.json.shipping).toBe(sedex.price);
    // Pix: 5 % off the goods (the fixture store's rule), then the chosen freight on top.
    expect(chosen.json.pix.total).toBeCloseTo(chosen.json.pix.price + sedex.price, 2);
    expect(chosen.json.card.installments[0].totalAmount).toBeCloseTo(159.9 + sedex.price, 2);

    // Pickup costs nothing: the totals are the goods alone.
    const pickup = await shop.quote(`?freight=retirada`);
    expect(pickup.json).toMatchObject({ shipping: 0, freight: { chosen: 'retirada' } });
    expect(pickup.json.card.installments[0].totalAmount).toBe(159.9);
  });

  it('gives a far address other prices and deadlines', async () => {
    const shop = await checkoutOf({ table: false, melhorEnvio: true });
    const near = optionsOf(await shop.quote(`?address_id=${shop.saoPaulo.id}`));
    const far = optionsOf(await shop.quote(`?address_id=${shop.acre.id}`));
    const pac = (options: Option[]) => options.find((option) => option.id === 'me-1')!;
    expect(pac(far).price).toBeGreaterThan(pac(near).price);
    expect(pac(far).days_max!).toBeGreaterThan(pac(near).days_max!);
  });

  it('says why there is no freight (platform down, no table), and quotes nothing for another’s address', async () => {
    const shop = await checkoutOf({ table: false, melhorEnvio: true, pickup: false });
    melhorEnvio.control.failWith(503);
    const down = await shop.quote();
    expect(down.status).toBe(200);
    expect(down.json.shipping).toBe(0);
    expect(down.json.freight).toMatchObject({
      quote: null,
      chosen: null,
      error: { code: 'freight_unavailable' },
    });
    melhorEnvio.control.reset();
    const other = await checkoutOf({ table: true, melhorEnvio: false });
    const foreign = await shop.quote(`?address_id=${other.saoPaulo.id}`);
    expect(foreign.json.freight).toMatchObject({ address_id: null, quote: null, chosen: null });
  });
});

describe('POST /orders: the freight quoted again', () => {
  it('charges the chosen option as the server quotes it, and the order, sale and CSV carry it', async () => {
    const shop = await checkoutOf({ table: true, melhorEnvio: true });
    const sedex = optionsOf(await shop.quote('?freight=me-2')).find((o) => o.id === 'me-2')!;
    const placed = await shop.order({ freight_option: 'me-2', freight_price: sedex.price });
    expect(placed.status, placed.text).toBe(201);
    expect(placed.json).toMatchObject({
      shipping: sedex.price,
      freight: {
        kind: 'carrier',
        service: 'SEDEX',
        carrier: 'Correios',
        days_max: sedex.days_max,
      },
    });
    const code = placed.json.code as string;
    const sale = await call(app, 'GET', `/sales/${code}`, shop.seller);
    expect(sale.json.freight).toEqual(placed.json.freight);
    const csv = await app.request('/sales/export', {
      headers: { 'X-Store-Id': shop.seller.storeId, Authorization: `Bearer ${shop.seller.token}` },
    });
    const [header, row] = (await csv.text())
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(';'));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Forma de entrega')).toBe('SEDEX (Correios)');
    expect(cell('Prazo de entrega')).toBe(`até ${sedex.days_max} dias úteis`);
  });

  it('refuses a freight price the shopper saw that is no longer the price, selling nothing', async () => {
    const shop = await checkoutOf({ table: true, melhorEnvio: false });
    const table = optionsOf(await shop.quote()).find((option) => option.id === 'tabela')!;
    // The seller raises the table between the pay page and the click.
    const raised = structuredClone(FREIGHT_TABLE);
    for (const row of raised.rows) row.price += 10;
    expect(
      (await call(app, 'PUT', '/settings/freight/table', { ...shop.seller, body: raised })).status,
    ).toBe(200);
    const res = await shop.order({ freight_option: 'tabela', freight_price: table.price });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('freight_changed');
    expect(res.json.message).toContain('mudou de R$');
    expect(await stockOf(db, shop.variationId)).toBe(5);
    const none = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, shop.seller.storeId)));
    expect(none).toHaveLength(0);
    // At the new price the same click goes through.
    const again = await shop.order({ freight_option: 'tabela', freight_price: table.price + 10 });
    expect(again.status, again.text).toBe(201);
    expect(again.json.shipping).toBeCloseTo(table.price + 10, 2);
  });

  it('refuses an option the address does not have, and a freight failure never places an order', async () => {
    const shop = await checkoutOf({ table: false, melhorEnvio: true, pickup: false });
    const unknown = await shop.order({ freight_option: 'me-999' });
    expect(unknown.status).toBe(409);
    expect(unknown.json.code).toBe('freight_option_unavailable');
    // São Paulo's quote is cached now; Acre's and Porto Alegre's are asked of the platform.
    melhorEnvio.control.failWith(500);
    const down = await shop.order({ freight_option: 'me-1', address_id: shop.acre.id });
    expect(down.status).toBe(422);
    expect(down.json.code).toBe('freight_unavailable');
    melhorEnvio.control.reset();
    melhorEnvio.control.delay(2000); // past the 400 ms timeout
    const [portoAlegre] = await db
      .insert(addresses)
      .values({ ...shop.acre, id: undefined, zipCode: '90010000', state: 'RS' })
      .returning();
    const slow = await shop.order({ freight_option: 'me-1', address_id: portoAlegre!.id });
    expect(slow.status).toBe(422);
    expect(await stockOf(db, shop.variationId)).toBe(5);
  });

  it('never takes the price from the browser: a lower freight_price is refused, not charged', async () => {
    const shop = await checkoutOf({ table: true, melhorEnvio: false });
    const res = await shop.order({ freight_option: 'tabela', freight_price: 0.01 });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe('freight_changed');
  });
});
