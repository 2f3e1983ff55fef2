import { storeIdOf } from './fixtures.ts';

// A sale made as a shopper makes it, straight through the API (the storefront is another app):
// a customer of its own (sign-up → first-access e-mail in the outbox → create password), one
// product in the cart, an address, a pix order, and the demo bank paying it (DEMO_MODE).

/** Jeans of the seeded Loja Aurora catalog (apps/api/src/seed), in stock on a fresh database. */
const PRODUCT = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };

// The documentation range (RFC 5737) as the shopper's address: the API limits sign-ups per
// address, and these are only a header.
let sequence = Math.floor(Math.random() * 200);

async function call<T>(
  path: string,
  init: { storeId: string; body?: unknown; token?: string; headers?: Record<string, string> },
): Promise<T> {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'x-store-id': init.storeId,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A paid pix sale in the host's store, by a new customer; its code and total. */
export async function paidSale(host: 'localhost' | 'ipe.localhost' = 'localhost') {
  const storeId = await storeIdOf(host);
  const n = ++sequence;
  const email = `comprador.office.${Date.now()}.${n}@example.com`;
  const headers = { 'x-forwarded-for': `192.0.2.${(n % 250) + 1}` };
  await call('/customers/sign-up', {
    storeId,
    headers,
    body: { first_name: 'Comprador', last_name: 'Teste', email },
  });
  const outbox = await call<{ items: { text: string }[] }>(
    `/dev/outbox?to=${encodeURIComponent(email)}`,
    { storeId },
  );
  const link = /criar-senha\/([A-Za-z0-9_-]+)/.exec(outbox.items[0]?.text ?? '')?.[1];
  if (!link) throw new Error(`no first-access link for ${email}`);
  const { access_token: token } = await call<{ access_token: string }>(
    '/customers/create-password',
    { storeId, headers, body: { first_access_token: link, password: 'Senha@123' } },
  );
  await call('/cart', { storeId, token, body: { ...PRODUCT, store_id: storeId } });
  const address = await call<{ id: string }>('/auth_customers/address', {
    storeId,
    token,
    body: {
      recipient: 'Comprador Teste',
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  const order = await call<{ code: string; total: number }>('/orders', {
    storeId,
    token,
    headers: { 'idempotency-key': `office-e2e-${Date.now()}-${n}` },
    body: { payment_method: 'pix', address_id: address.id },
  });
  await call('/dev/payments/sandbox/confirm', { storeId, body: { order_code: order.code } });
  return order;
}
