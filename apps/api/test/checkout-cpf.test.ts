import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { customers, fiscalSettings, orders, productVariations } from '../src/db/schema/index.ts';
import { CPF_MESSAGES } from '../src/features/checkout/payer.ts';
import type { ChargeInput, PaymentProvider } from '../src/features/payments/provider.ts';
import { sandboxPaymentProvider } from '../src/features/payments/sandbox/provider.ts';
import { createAddress, createCustomer, createSeller, sessionFor } from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp } from './harness.ts';

// The sandbox provider as checkout uses it, with what each charge was told kept for the tests.
const config = testConfig();
const sandbox = sandboxPaymentProvider({
  webhookSecret: config.PAYMENT_WEBHOOK_SECRET,
  cardTokenSecret: config.CARD_TOKEN_SECRET,
});
const charged: ChargeInput[] = [];
const payments: PaymentProvider = {
  ...sandbox,
  createPix: (input) => (charged.push(input), sandbox.createPix(input)),
  createBoleto: (input) => (charged.push(input), sandbox.createBoleto(input)),
  authorizeCard: (input) => (charged.push(input), sandbox.authorizeCard(input)),
};
const { app, db } = await createTestApp({ payments });

const VALID = '390.533.447-05';
const OTHER = '52998224725';

/** A store, a shopper (with the profile CPF given, if any) and one lamp in the cart. */
async function shopper(profileCpf?: string) {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id, {
    firstName: 'Lúcia',
    lastName: 'Prado',
    cpf: profileCpf,
  });
  const token = await sessionFor(db, 'customer', customer);
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Luminária de Mesa',
    variations: [{ priceCents: 18990, stock: 5 }],
  });
  const variation = product.variations[0]!;
  const as = { storeId: store.id, token };
  await addToCart(app, { ...as, code: product.code, variation: variation.code });
  const order = (body: Record<string, unknown>) =>
    call(app, 'POST', '/orders', { ...as, body: { address_id: address.id, ...body } });
  const stock = async () =>
    (await db.select().from(productVariations).where(eq(productVariations.id, variation.id)))[0]!
      .stock;
  const profileCpfNow = async () =>
    (await db.select().from(customers).where(eq(customers.id, customer.id)))[0]!.cpf;
  const ordersOf = () => db.select().from(orders).where(eq(orders.customerId, customer.id));
  return { store, customer, as, order, stock, profileCpf: profileCpfNow, ordersOf };
}

const chargeOf = (orderCode: string) => charged.find((input) => input.orderCode === orderCode);

describe('the CPF at checkout', () => {
  it('is asked, on the sandbox, for boleto only', async () => {
    const { as } = await shopper();
    const quote = await call(app, 'GET', '/checkout/quote', as);
    expect(quote.json.cpf_required).toEqual({ pix: false, card: false, boleto: true });
  });

  it('refuses a boleto without a CPF, selling nothing', async () => {
    const shop = await shopper();
    const res = await shop.order({ payment_method: 'boleto' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'cpf_required',
      message: 'Informe o CPF do titular para pagar com boleto.',
      details: [{ path: 'cpf', message: CPF_MESSAGES.required.boleto }],
    });
    expect(await shop.stock()).toBe(5);
    expect(await shop.ordersOf()).toEqual([]);
    expect((await call(app, 'GET', '/cart', shop.as)).json.items).toHaveLength(1);
  });

  it.each(['boleto', 'pix'] as const)(
    'refuses an invalid CPF paying by %s, selling nothing',
    async (method) => {
      const shop = await shopper();
      for (const cpf of ['390.533.447-06', '111.111.111-11', '3905334470', 'abc']) {
        const res = await shop.order({ payment_method: method, cpf });
        expect(res.status, cpf).toBe(400);
        expect(res.json).toMatchObject({ code: 'invalid_cpf', message: CPF_MESSAGES.invalid });
      }
      expect(await shop.stock()).toBe(5);
      expect(await shop.ordersOf()).toEqual([]);
      expect(await shop.profileCpf()).toBeNull();
    },
  );

  it('keeps a typed CPF on the order, tells the provider, and fills an empty profile', async () => {
    const shop = await shopper();
    const res = await shop.order({ payment_method: 'boleto', cpf: VALID });
    expect(res.status).toBe(201);
    expect(res.json.customer_cpf).toBe('39053344705');
    const [row] = await shop.ordersOf();
    expect(row!.customerCpf).toBe('39053344705');
    expect(chargeOf(res.json.code)!.payer).toEqual({
      name: 'Lúcia Prado',
      email: shop.customer.email,
      cpf: '39053344705',
    });
    expect(await shop.profileCpf()).toBe('39053344705');
    expect(await shop.stock()).toBe(4);
    const mine = await call(app, 'GET', `/orders/${res.json.code}`, shop.as);
    expect(mine.json.customer_cpf).toBe('39053344705');
  });

  it("uses a typed CPF other than the profile's for the order only", async () => {
    const shop = await shopper(OTHER);
    const res = await shop.order({ payment_method: 'boleto', cpf: VALID });
    expect(res.status).toBe(201);
    expect(res.json.customer_cpf).toBe('39053344705');
    expect(chargeOf(res.json.code)!.payer!.cpf).toBe('39053344705');
    expect(await shop.profileCpf()).toBe(OTHER);

    // The seller sees the CPF the sale was charged with, on the sale and in the CSV.
    const seller = await createSeller(db, shop.store.id);
    const office = { storeId: shop.store.id, token: await sessionFor(db, 'seller', seller) };
    const sale = await call(app, 'GET', `/sales/${res.json.code}`, office);
    expect(sale.json.customer.cpf).toBe('39053344705');
    expect(sale.json.customer_cpf).toBe('39053344705');
    const csv = await app.request('/sales/export', {
      headers: { 'X-Store-Id': office.storeId, Authorization: `Bearer ${office.token}` },
    });
    const [header, line] = (await csv.text())
      .slice(1)
      .split('\r\n')
      .map((cells) => cells.split(';'));
    expect(line![header!.indexOf('CPF')]).toBe('390.533.447-05');
  });

  it("pays a boleto with the profile's CPF when none is typed", async () => {
    const shop = await shopper(OTHER);
    const res = await shop.order({ payment_method: 'boleto' });
    expect(res.status).toBe(201);
    expect(res.json.customer_cpf).toBe(OTHER);
    expect(chargeOf(res.json.code)!.payer!.cpf).toBe(OTHER);
  });

  it('places a pix order without any CPF where the provider needs none', async () => {
    const shop = await shopper();
    const res = await shop.order({ payment_method: 'pix' });
    expect(res.status).toBe(201);
    expect(res.json.customer_cpf).toBeNull();
    expect(chargeOf(res.json.code)!.payer).toEqual({
      name: 'Lúcia Prado',
      email: shop.customer.email,
      cpf: null,
    });
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, shop.customer.id), eq(orders.code, res.json.code)));
    expect(row!.customerCpf).toBeNull();
  });
});

describe('the CPF at a store issuing NF-e', () => {
  // A note model 55 names its recipient: a person buying gives a CPF whatever the method; a
  // company buyer's note goes to its CNPJ.
  async function issuingShopper(profileCpf?: string) {
    const shop = await shopper(profileCpf);
    await db.insert(fiscalSettings).values({ storeId: shop.store.id, invoicesEnabled: true });
    return shop;
  }
  const COMPANY = {
    cnpj: '11.222.333/0001-81',
    legal_name: 'Empresa Compradora Ltda',
    ie_kind: 'nao_contribuinte',
  };

  it('is announced by the quote, which says nothing of it at a store issuing none', async () => {
    const issuing = await issuingShopper();
    const quote = await call(app, 'GET', '/checkout/quote', issuing.as);
    expect(quote.json.cpf_for_invoice).toBe(true);
    expect(quote.json.cpf_required).toEqual({ pix: false, card: false, boleto: true });
    const plain = await shopper();
    expect((await call(app, 'GET', '/checkout/quote', plain.as)).json.cpf_for_invoice).toBe(false);
  });

  it.each(['pix', 'card'] as const)(
    'refuses a person paying by %s without a CPF, selling nothing',
    async (method) => {
      const shop = await issuingShopper();
      const res = await shop.order({ payment_method: method });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({
        code: 'cpf_required',
        message: 'Informe o CPF: ele vai na nota fiscal da compra.',
        details: [{ path: 'cpf', message: CPF_MESSAGES.forInvoice }],
      });
      expect(await shop.stock()).toBe(5);
      expect(await shop.ordersOf()).toEqual([]);
    },
  );

  it("takes a typed CPF or the profile's for the note", async () => {
    const typed = await issuingShopper();
    const first = await typed.order({ payment_method: 'pix', cpf: VALID });
    expect(first.status).toBe(201);
    expect(first.json.customer_cpf).toBe('39053344705');
    const profiled = await issuingShopper(OTHER);
    const second = await profiled.order({ payment_method: 'pix' });
    expect(second.status).toBe(201);
    expect(second.json.customer_cpf).toBe(OTHER);
  });

  it('lets a company buy by pix without a CPF: its note goes to the CNPJ', async () => {
    const shop = await issuingShopper();
    const res = await shop.order({ payment_method: 'pix', company: COMPANY });
    expect(res.status).toBe(201);
    expect(res.json.customer_cpf).toBeNull();
    const [row] = await shop.ordersOf();
    expect(row!.customerCnpj).toBe('11222333000181');
  });

  it("still asks a company's boleto for its payer's CPF", async () => {
    const shop = await issuingShopper();
    const res = await shop.order({ payment_method: 'boleto', company: COMPANY });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CPF_MESSAGES.required.boleto);
  });
});
