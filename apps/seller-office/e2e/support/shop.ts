import type { Browser, Page } from '@playwright/test';
import {
  addSellerSession,
  expect,
  SELLERS,
  sellerToken as sharedSellerToken,
  storeIdOf,
} from './fixtures.ts';

// The shopper's side and the API behind the page's back, straight through the API (as
// apps/storefront/e2e/support/checkout.ts does it): these tests are about the seller office.

type Host = 'localhost' | 'ipe.localhost';
type Account = { email: string; password: string };

// Where this process's count starts: a worker started again after a failure takes other
// addresses than the one before it.
let sequence = Math.floor(Math.random() * 200);
/**
 * An address of its own for each account the tests log in through the API (TEST-NET-1, RFC
 * 5737: only a header): the API limits sign-ups and logins per client address.
 */
const nextAddress = () => `192.0.2.${(sequence++ % 250) + 1}`;

async function api<T>(
  path: string,
  init: {
    storeId: string;
    method?: string;
    body?: unknown;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  },
): Promise<T> {
  const response = await fetch(`${process.env.E2E_API_URL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      'x-store-id': init.storeId,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
      ...init.headers,
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type Shopper = { email: string; password: string; storeId: string; token: string };

/** A shopper of their own: sign-up → first-access e-mail in the outbox → password → login. */
export async function newShopper(host: string = 'localhost'): Promise<Shopper> {
  const storeId = await storeIdOf(host);
  const ip = nextAddress();
  const email = `comprador.office.${Date.now()}.${sequence}@example.com`;
  const password = 'Senha@123';
  await api('/customers/sign-up', {
    storeId,
    ip,
    body: { first_name: 'Comprador', last_name: 'Painel', email },
  });
  const outbox = await api<{ items: { text: string }[] }>(
    `/dev/outbox?to=${encodeURIComponent(email)}`,
    { storeId },
  );
  const token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(outbox.items[0]?.text ?? '')?.[1];
  if (!token) throw new Error(`no first-access link for ${email}`);
  await api('/customers/create-password', {
    storeId,
    ip,
    body: { first_access_token: token, password },
  });
  const session = await api<{ access_token: string }>('/customers/login', {
    storeId,
    ip,
    body: { email, password },
  });
  return { email, password, storeId, token: session.access_token };
}

/** One line of the seeded catalog (apps/api/src/seed): R$ 229,90. */
export const JEANS = { code: 'AUR-0011', variation: 'AUR-0011-03', qnt: 1 };

/** The shopper's cart with JEANS and a delivery address: what the pay page needs. */
export async function jeansToDeliver(shopper: Shopper): Promise<{ addressId: string }> {
  const { storeId, token } = shopper;
  await api('/cart', { storeId, token, body: { ...JEANS, store_id: storeId } });
  return deliveryAddress(shopper);
}

/** A delivery address on Avenida Paulista in the shopper's address book. */
export async function deliveryAddress(shopper: Shopper): Promise<{ addressId: string }> {
  const { storeId, token } = shopper;
  const address = await api<{ id: string }>('/auth_customers/address', {
    storeId,
    token,
    body: {
      recipient: 'Comprador Painel',
      zip_code: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'apto 12',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
  });
  return { addressId: address.id };
}

/**
 * The shopper's cart with JEANS, an address, and an order paid with pix (still unpaid); with
 * `coupon`, that coupon applied to the cart first.
 */
export async function buysWithPix(
  shopper: Shopper,
  coupon?: string,
): Promise<{ code: string; total: number }> {
  const { storeId, token } = shopper;
  const { addressId } = await jeansToDeliver(shopper);
  if (coupon) expect(await applyCoupon(shopper, coupon)).toEqual({ status: 200 });
  return api<{ code: string; total: number }>('/orders', {
    storeId,
    token,
    body: { payment_method: 'pix', address_id: addressId },
    headers: {
      'idempotency-key': `office-e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
}

/**
 * A coupon of its own in Loja Aurora, 10 % once per shopper, made by `seller` (an owner or
 * administrator: the `coupons` area): its code.
 */
export async function couponOfItsOwn(seller: { storeId: string; token: string }) {
  const code = `VOLTA${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  await api('/coupons', {
    ...seller,
    body: {
      code,
      kind: 'percentage',
      value: 10,
      minimum_order: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_customer: 1,
      category_ids: [],
      product_ids: [],
    },
  });
  return code;
}

/** The shopper puts `code` on their cart (PUT /cart/coupon): the API's status and error code. */
export async function applyCoupon(shopper: Shopper, code: string) {
  const response = await fetch(`${process.env.E2E_API_URL}/cart/coupon`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      'x-store-id': shopper.storeId,
      authorization: `Bearer ${shopper.token}`,
    },
    body: JSON.stringify({ code }),
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, code: answer.code };
}

/** The newest e-mail of a template to the shopper, from the demo's outbox (the API's mail box). */
export async function latestEmailTo(shopper: Shopper, template: string) {
  const outbox = await api<{ items: { template: string; text: string }[] }>(
    `/dev/outbox?to=${encodeURIComponent(shopper.email)}&limit=100`,
    { storeId: shopper.storeId },
  );
  const found = outbox.items.find((item) => item.template === template);
  if (!found) throw new Error(`no ${template} e-mail to ${shopper.email}`);
  return found.text;
}

/** One unit of a seeded product (its first variation) in the shopper's cart. */
export async function addShopperCart(shopper: Shopper, slug: string) {
  const { storeId, token } = shopper;
  const product = await api<{ code: string; variations: { code: string }[] }>(`/products/${slug}`, {
    storeId,
  });
  const variation = product.variations[0]?.code ?? '';
  await api('/cart', {
    storeId,
    token,
    body: { code: product.code, variation, qnt: 1, store_id: storeId },
  });
}

/** A seeded service: no stock to run out, nothing to ship. */
async function aService(storeId: string) {
  const service = await api<{ code: string; variations: { code: string }[] }>(
    '/services/barra-de-calca',
    { storeId },
  );
  return { code: service.code, variation: service.variations[0]?.code ?? '' };
}

/**
 * `count` orders of one shopper, paid with pix (the bank confirms each: the API takes at most
 * 3 unpaid orders a shopper), totals varying with the quantity (1, 2, 3, 1…): a list of its
 * own to filter, sort, page and export.
 */
export async function manyPixOrders(shopper: Shopper, count: number): Promise<string[]> {
  const { storeId, token } = shopper;
  const service = await aService(storeId);
  const codes: string[] = [];
  for (let n = 0; n < count; n++) {
    await api('/cart', {
      storeId,
      token,
      body: { ...service, qnt: (n % 3) + 1, store_id: storeId },
    });
    const order = await api<{ code: string }>('/orders', {
      storeId,
      token,
      body: { payment_method: 'pix' },
      headers: {
        'idempotency-key': `office-e2e-${Date.now()}-${n}-${Math.random().toString(36).slice(2)}`,
      },
    });
    await bankPays(storeId, order.code);
    codes.push(order.code);
  }
  return codes;
}

/** The API plays the bank paying an order (DEMO_MODE). */
export async function bankPays(storeId: string, orderCode: string) {
  const response = await fetch(`${process.env.E2E_API_URL}/dev/payments/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-store-id': storeId },
    body: JSON.stringify({ order_code: orderCode }),
  });
  expect(response.status).toBe(200);
}

/** The order as its shopper reads it (GET /orders/{code}). */
export const shopperOrder = (shopper: Shopper, code: string) =>
  api<{ status: string; tracking_code: string | null }>(`/orders/${code}`, {
    storeId: shopper.storeId,
    token: shopper.token,
  });

/** A seller's bearer token and store, from the run's shared session (fixtures.ts). */
export async function sellerToken(seller: Account, host: Host = 'localhost') {
  return { storeId: await storeIdOf(host), token: await sharedSellerToken(seller, host) };
}

/** A move made by someone else, behind the page's back (PATCH /sales/{code}/status). */
export async function moveSaleBehindTheBack(
  seller: { storeId: string; token: string },
  code: string,
  body: { status: string; tracking_code?: string; reason?: string },
) {
  await api(`/sales/${code}/status`, { ...seller, method: 'PATCH', body });
}

/** The newest sale of a store (the seed's demo orders), by its seller. */
export async function aSaleOf(seller: { storeId: string; token: string }) {
  const page = await api<{ items: { code: string }[] }>('/sales?per_page=1', seller);
  const code = page.items[0]?.code;
  if (!code) throw new Error('the store has no sales');
  return code;
}

/** The seller's session in this page's browser: the run's shared one (fixtures.ts). */
export async function logInSeller(page: Page, seller: Account, host: Host = 'localhost') {
  await addSellerSession(page.context(), seller, host);
}

/**
 * A seller of their own in Loja Aurora with `role`, password set: invited by the demo owner
 * (POST /team/sellers), the first-access e-mail's link used (POST /sellers/create-password). A
 * test that logs in on the screen does so as them: the API counts logins per e-mail.
 */
export async function newSeller(role: 'admin' | 'sales'): Promise<Account> {
  const owner = await sellerToken(SELLERS.aurora);
  const email = `teclado.${Date.now().toString(36)}.${sequence++}@loja-aurora.exemplo.com.br`;
  const password = 'Teclado@123';
  await api('/team/sellers', {
    ...owner,
    body: { first_name: 'Tereza', last_name: 'Teclado', email, role },
  });
  // The e-mail leaves after the API answers.
  let token = '';
  await expect
    .poll(async () => {
      const outbox = await api<{ items: { template: string; text: string }[] }>(
        `/dev/outbox?to=${encodeURIComponent(email)}`,
        { storeId: owner.storeId },
      );
      const text = outbox.items.find((item) => item.template === 'first_access')?.text ?? '';
      token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await api('/sellers/create-password', {
    storeId: owner.storeId,
    ip: nextAddress(),
    body: { first_access_token: token, password },
  });
  return { email, password };
}

/** A paid pix sale in the host's store, by a new shopper: its code and total. */
export async function paidSale(host: Host = 'localhost') {
  const shopper = await newShopper(host);
  const order = await buysWithPix(shopper);
  await bankPays(shopper.storeId, order.code);
  return order;
}

/**
 * A shopper who takes the store's e-mails, and their JEANS order paid, sent and delivered by
 * the owner: its code (a delivered order is what a review invitation is for).
 */
export async function deliveredOrder(host: Host = 'localhost') {
  const shopper = await newShopper(host);
  const { storeId, token } = shopper;
  await api('/customers/me/marketing-emails', {
    storeId,
    token,
    method: 'PUT',
    body: { enabled: true, where: 'account' },
  });
  const order = await buysWithPix(shopper);
  await bankPays(storeId, order.code);
  const owner = await sellerToken(SELLERS.aurora, host);
  for (const move of [
    { status: 'em_separacao' },
    { status: 'enviado', tracking_code: 'BR987654326BR' },
    { status: 'entregue' },
  ]) {
    await moveSaleBehindTheBack(owner, order.code, move);
  }
  return { shopper, code: order.code };
}

/** POST /dev/reviews/elapse: days pass since the order's delivery, the invitations go out. */
export const elapseDelivery = (storeId: string, code: string, days: number) =>
  api<{ sent: number }>('/dev/reviews/elapse', { storeId, body: { order_code: code, days } });

/** A shopper's own browser (no seller cookie), from an address of its own (TEST-NET-3). */
export async function shopperPage(browser: Browser) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
  });
  return context.newPage();
}

type Invitation = {
  /** The e-mail's link (the storefront's /avaliar/{token}?produto=…). */
  link: URL;
  token: string;
  products: { product_id: string; name: string; slug: string }[];
};

/** The review invitation e-mailed to the shopper: its link, its token and what it offers. */
export async function invitationOf(shopper: Shopper): Promise<Invitation> {
  const email = await latestEmailTo(shopper, 'review_invite');
  const link = new URL(/https?:\/\/\S+\/avaliar\/[\w-]+\?produto=[\w-]+/.exec(email)![0]);
  const token = link.pathname.split('/').pop()!;
  const invite = await api<{ products: Invitation['products'] }>(`/reviews/invite/${token}`, {
    storeId: shopper.storeId,
  });
  return { link, token, products: invite.products };
}

/**
 * The buyer's review by the invitation's token, with photos, straight through the API: each
 * photo sent first (`POST /reviews/photos`, multipart), then the review naming their ids.
 */
export async function reviewWithPhotos(
  shopper: Shopper,
  invitation: { token: string; productId: string },
  review: { rating: number; title: string; body: string },
  photos: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const ids: string[] = [];
  for (const photo of photos) {
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }),
      photo.name,
    );
    form.set('token', invitation.token);
    form.set('product_id', invitation.productId);
    const response = await fetch(`${process.env.E2E_API_URL}/reviews/photos`, {
      method: 'POST',
      headers: { 'x-store-id': shopper.storeId },
      body: form,
    });
    if (response.status !== 201) {
      throw new Error(`/reviews/photos: ${response.status} ${await response.text()}`);
    }
    ids.push(((await response.json()) as { id: string }).id);
  }
  return api<{ id: string; status: string }>('/reviews', {
    storeId: shopper.storeId,
    body: { token: invitation.token, product_id: invitation.productId, ...review, photos: ids },
  });
}
