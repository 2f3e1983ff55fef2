import { beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createSeller, PASSWORD, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

const { app, db } = await createTestApp();

let store: Awaited<ReturnType<typeof createStore>>;
beforeAll(async () => {
  store = await createStore(db);
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function loginFrom(email: string, userAgent: string, ip: string) {
  const res = await call(app, 'POST', '/customers/login', {
    storeId: store.id,
    body: { email, password: PASSWORD },
    // As the storefront's proxy on loopback forwards the shopper's address (trusted in demo mode).
    headers: { 'User-Agent': userAgent, 'X-Forwarded-For': ip },
    remoteAddress: '127.0.0.1',
  });
  return res.json.access_token as string;
}

describe('connected devices', () => {
  it('lists sessions with browser, OS, masked IP and the current one flagged', async () => {
    const customer = await createCustomer(db, store.id);
    await loginFrom(customer.email, SAFARI_IPHONE, '2804:14c:65:a::1');
    const token = await loginFrom(customer.email, CHROME_WINDOWS, '189.12.34.56');
    const res = await call(app, 'GET', '/customers/me/devices', { storeId: store.id, token });
    const byBrowser = Object.fromEntries(
      res.json.items.map((item: { browser: string }) => [item.browser, item]),
    );
    expect(byBrowser['Chrome 124']).toMatchObject({
      os: 'Windows 10',
      ip: '189.12.x.x',
      current: true,
      device_type: 'desktop',
    });
    expect(byBrowser['Mobile Safari 17']).toMatchObject({
      os: 'iOS 17.4',
      ip: '2804:14c:x:x',
      current: false,
      device_type: 'mobile',
    });
    expect(res.text).not.toContain('34.56');
  });

  it('revokes one device: its token stops working at once', async () => {
    const customer = await createCustomer(db, store.id);
    const phone = await loginFrom(customer.email, SAFARI_IPHONE, '10.0.0.1');
    const desk = await loginFrom(customer.email, CHROME_WINDOWS, '10.0.0.2');
    const list = await call(app, 'GET', '/customers/me/devices', {
      storeId: store.id,
      token: desk,
    });
    const phoneId = list.json.items.find((item: { current: boolean }) => !item.current).id;
    const res = await call(app, 'DELETE', `/customers/me/devices/${phoneId}`, {
      storeId: store.id,
      token: desk,
    });
    expect(res.json).toEqual({ revoked: 1 });
    expect(
      (await call(app, 'GET', '/customers/me', { storeId: store.id, token: phone })).status,
    ).toBe(401);
    expect(
      (await call(app, 'GET', '/customers/me', { storeId: store.id, token: desk })).status,
    ).toBe(200);
  });

  it('revokes every other device, keeping this one', async () => {
    const customer = await createCustomer(db, store.id);
    const others = [
      await sessionFor(db, 'customer', customer),
      await sessionFor(db, 'customer', customer),
    ];
    const mine = await sessionFor(db, 'customer', customer);
    const res = await call(app, 'POST', '/customers/me/devices/revoke-others', {
      storeId: store.id,
      token: mine,
    });
    expect(res.json).toEqual({ revoked: 2 });
    for (const token of others) {
      expect((await call(app, 'GET', '/customers/me', { storeId: store.id, token })).status).toBe(
        401,
      );
    }
    const left = await call(app, 'GET', '/customers/me/devices', {
      storeId: store.id,
      token: mine,
    });
    expect(left.json.items).toHaveLength(1);
  });
});

describe('my data', () => {
  it('saves CPF, phone and a dd/mm/aaaa birth date, answering ISO midnight UTC (spec §5)', async () => {
    const token = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const res = await call(app, 'PUT', '/customers/me', {
      storeId: store.id,
      token,
      body: {
        cpf: '529.982.247-25',
        phone: '(11) 91234-5678',
        birth_date: '25/12/1990',
        email: 'outro@exemplo.com',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      cpf: '52998224725',
      phone: '11912345678',
      birth_date: '1990-12-25T00:00:00.000Z',
    });
    expect(res.json.email).not.toBe('outro@exemplo.com');
  });

  it.each([
    [{ cpf: '111.111.111-11' }, 'CPF inválido.'],
    [{ birth_date: '31/02/1990' }, 'Data de nascimento inválida.'],
    [{ phone: '(20) 1234-5678' }, 'Telefone inválido.'],
    [{ first_name: 'A' }, 'O nome deve ter pelo menos 2 caracteres.'],
  ])('refuses %j with a pt-BR message', async (body, message) => {
    const token = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const res = await call(app, 'PUT', '/customers/me', { storeId: store.id, token, body });
    expect(res.status).toBe(400);
    expect(res.json.details[0].message).toBe(message);
  });

  it("lets a seller edit their own data and nobody else's", async () => {
    const seller = await createSeller(db, store.id);
    const token = await sessionFor(db, 'seller', seller);
    const res = await call(app, 'PUT', '/sellers/me', {
      storeId: store.id,
      token,
      body: { first_name: 'Marcos', _id: '00000000-0000-4000-8000-000000000000', store_id: 'x' },
    });
    expect(res.json).toMatchObject({ _id: seller.id, first_name: 'Marcos', store_id: store.id });
  });
});

describe('addresses (GET /auth_customers/address and the book under it)', () => {
  const address = (over: Record<string, unknown> = {}) => ({
    recipient: 'Maria Souza',
    zip_code: '01001-000',
    street: 'Praça da Sé',
    number: '100',
    complement: 'apto 12',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    ...over,
  });

  it('creates, makes the first one default, switches the default, edits and deletes', async () => {
    const token = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const as = { storeId: store.id, token };
    const first = await call(app, 'POST', '/auth_customers/address', { ...as, body: address() });
    expect(first.json).toMatchObject({ zip_code: '01001000', is_default: true });
    const second = await call(app, 'POST', '/auth_customers/address', {
      ...as,
      body: address({ number: '200', is_default: true }),
    });
    let list = await call(app, 'GET', '/auth_customers/address', as);
    expect(
      list.json.items.map((item: { id: string; is_default: boolean }) => [
        item.id,
        item.is_default,
      ]),
    ).toEqual([
      [second.json.id, true],
      [first.json.id, false],
    ]);
    const edited = await call(app, 'PUT', `/auth_customers/address/${first.json.id}`, {
      ...as,
      body: address({ number: '300' }),
    });
    expect(edited.json).toMatchObject({ number: '300', is_default: false });
    await call(app, 'DELETE', `/auth_customers/address/${second.json.id}`, as);
    list = await call(app, 'GET', '/auth_customers/address', as);
    expect(list.json.items).toEqual([
      expect.objectContaining({ id: first.json.id, is_default: true }),
    ]);
  });

  it("ignores an owner or store id in the body: the address is the session customer's", async () => {
    const me = await createCustomer(db, store.id);
    const other = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', me);
    const res = await call(app, 'POST', '/auth_customers/address', {
      storeId: store.id,
      token,
      body: address({ customer_id: other.id, store_id: (await createStore(db)).id }),
    });
    expect(res.status).toBe(201);
    const theirs = await call(app, 'GET', '/auth_customers/address', {
      storeId: store.id,
      token: await sessionFor(db, 'customer', other),
    });
    expect(theirs.json.items).toEqual([]);
  });

  it.each([
    [{ state: 'XX' }, 'Estado inválido.'],
    [{ zip_code: '0100-000' }, 'CEP inválido.'],
    [{ street: '' }, 'Campo obrigatório.'],
  ])('refuses %j', async (over, message) => {
    const token = await sessionFor(db, 'customer', await createCustomer(db, store.id));
    const res = await call(app, 'POST', '/auth_customers/address', {
      storeId: store.id,
      token,
      body: address(over),
    });
    expect(res.status).toBe(400);
    expect(res.json.details[0].message).toBe(message);
  });
});
