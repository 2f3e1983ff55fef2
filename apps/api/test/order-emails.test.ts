import { ORDER_SUM_LABELS, orderSumLines } from '@vitrine/contract/order-sums';
import { parseMoney } from '@vitrine/domain/money';
import { trackingUrl } from '@vitrine/domain/carriers';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createAddress,
  createCustomer,
  createSeller,
  latestEmail,
  sessionFor,
} from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { addToCart } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';

// The e-mails a purchase sends, read in the demo outbox as a shopper and a seller would: every
// money line under the order page's label (@vitrine/contract/order-sums), adding up to the
// order's total, for every payment method; then shipment, cancellation and the seller's news.

const { app, db } = await createTestApp();

type Outboxed = { template: string; subject: string; text: string; html: string; to: string };

async function outbox(storeId: string, to: string): Promise<Outboxed[]> {
  const res = await call(app, 'GET', `/dev/outbox?to=${encodeURIComponent(to)}&limit=100`, {
    storeId,
    remoteAddress: LOOPBACK,
  });
  return res.json.items;
}

async function shop() {
  const host = `aurora-${randomUUID().slice(0, 8)}.localhost`;
  const store = await createStore(db, { name: 'Loja Aurora', hosts: [host] });
  const seller = await createSeller(db, store.id);
  const invited = await createSeller(db, store.id, { withPassword: false });
  const customer = await createCustomer(db, store.id, { firstName: 'Marina' });
  const address = await createAddress(db, store.id, customer.id);
  const product = await createProduct(db, store.id, {
    name: 'Calça Jeans Reta',
    variations: [{ name: 'Azul 42', priceCents: 22990, stock: 50 }],
  });
  const token = await sessionFor(db, 'customer', customer);
  const sellerToken = await sessionFor(db, 'seller', seller);
  return { host, store, seller, invited, customer, address, product, token, sellerToken };
}
type Shop = Awaited<ReturnType<typeof shop>>;

async function buy(s: Shop, method: 'card' | 'pix' | 'boleto', installments = 1) {
  const variation = s.product.variations[0]!.code;
  await addToCart(app, { storeId: s.store.id, token: s.token, code: s.product.code, variation });
  const card =
    method === 'card'
      ? {
          installments,
          card_token: (
            await call(app, 'POST', '/payments/sandbox/card-tokens', {
              storeId: s.store.id,
              body: {
                number: '4111 1111 1111 1111',
                holder_name: 'MARINA COSTA',
                expiry_month: 12,
                expiry_year: 2099,
                cvv: '123',
              },
            })
          ).json.token,
        }
      : {};
  const res = await call(app, 'POST', '/orders', {
    storeId: s.store.id,
    token: s.token,
    body: {
      payment_method: method,
      address_id: s.address.id,
      ...card,
      // A boleto names its payer (cpf-rule.ts).
      ...(method === 'boleto' ? { cpf: '390.533.447-05' } : {}),
    },
  });
  expect(res.status).toBe(201);
  return res.json.code as string;
}

async function confirmPayment(s: Shop, code: string) {
  const res = await call(app, 'POST', '/dev/payments/sandbox/confirm', {
    remoteAddress: LOOPBACK,
    storeId: s.store.id,
    body: { order_code: code },
  });
  expect(res.status).toBe(200);
}

async function orderPage(s: Shop, code: string) {
  const res = await call(app, 'GET', `/orders/${code}`, { storeId: s.store.id, token: s.token });
  expect(res.status).toBe(200);
  return res.json;
}

const LABELS = new Set<string>(Object.values(ORDER_SUM_LABELS));

/** The e-mail's item lines and its money lines ('Label: value'), as a reader finds them. */
function readSums(text: string) {
  const lines = text.split('\n');
  const items = lines
    .map((line) => /^\d+ × .+ — (R\$ [\d.,]+)$/.exec(line)?.[1])
    .filter((value): value is string => value !== undefined)
    .map(parseMoney);
  // A coupon's line is 'Cupom CODE: -R$ …': its label is the word and the code.
  const labelOf = (line: string) =>
    line.slice(0, line.indexOf(':')).replace(/^(Cupom) [A-Z0-9_-]+$/, '$1');
  const rows = lines.filter((line) => LABELS.has(labelOf(line)));
  const amount = (label: string) => {
    const row = rows.find((line) => labelOf(line) === label);
    return row ? parseMoney(row.slice(row.indexOf(':') + 2).replace('Grátis', '0')) : 0;
  };
  return { items, rows, amount };
}

const cents = (value: number) => Math.round(value * 100);

function expectAddsUp(
  email: Outboxed,
  order: { total: number } & Parameters<typeof orderSumLines>[0],
) {
  const { items, rows, amount } = readSums(email.text);
  // The order page's lines, in its order, under its labels, with its values.
  expect(rows).toEqual(orderSumLines(order).map((line) => `${line.label}: ${line.value}`));
  const t = ORDER_SUM_LABELS;
  expect(cents(items.reduce((sum, value) => sum + value, 0))).toBe(cents(amount(t.subtotal)));
  expect(
    cents(amount(t.subtotal)) +
      cents(amount(t.coupon)) + // the coupon and the discount read '-R$ …': parseMoney gives
      cents(amount(t.discount)) + // them negative
      cents(amount(t.shipping)) +
      cents(amount(t.interest)),
  ).toBe(cents(amount(t.total)));
  expect(cents(amount(t.total))).toBe(cents(order.total));
}

describe('the e-mails of an order', () => {
  it.each([
    ['card', 6, ['payment_confirmed']],
    ['card', 1, ['payment_confirmed']],
    ['pix', 1, ['order_confirmation', 'payment_confirmed']],
    ['boleto', 1, ['order_confirmation', 'payment_confirmed']],
  ] as const)(
    'a %s order (%i×): every e-mail reads the order page’s lines and adds up to its total',
    async (method, installments, templates) => {
      const s = await shop();
      const code = await buy(s, method, installments);
      if (method !== 'card') await confirmPayment(s, code);
      const order = await orderPage(s, code);
      if (method === 'card' && installments > 1) expect(order.interest).toBeGreaterThan(0);
      if (method !== 'card') expect(order.discount).toBeGreaterThan(0);

      const mails = (await outbox(s.store.id, s.customer.email)).reverse();
      expect(mails.map((mail) => mail.template)).toEqual(templates);
      const sale = await outbox(s.store.id, s.seller.email);
      expect(sale.map((mail) => mail.template)).toEqual(['new_sale']);
      for (const mail of [...mails, ...sale]) {
        expectAddsUp(mail, order);
        expect(mail.text).toContain('Loja Aurora');
      }
      const [confirmed] = mails.slice(-1);
      expect(confirmed!.subject).toBe(`Pagamento confirmado: pedido ${code} — Loja Aurora`);
      expect(confirmed!.text).toContain(`http://${s.host}:3000/minha-conta/meus-pedidos/${code}`);
      if (method === 'card') {
        const plan =
          installments === 1
            ? `à vista, R$ ${order.payment.installment_amount.toFixed(2).replace('.', ',')}`
            : `${installments}x de`;
        expect(confirmed!.text).toContain(`Pagamento: Cartão Visa final 1111, ${plan}`);
        expect(confirmed!.text).not.toMatch(/\bvisa\b/);
      }
      expect(sale[0]!.subject).toMatch(new RegExp(`^Nova venda: pedido ${code}, R\\$ `));
      expect(sale[0]!.text).toContain(
        `http://${s.host}:3001/vendedor/minha-conta/minhas-vendas/${code}`,
      );
      // A seller who has not accepted the invitation yet has no office to open.
      expect(await outbox(s.store.id, s.invited.email)).toEqual([]);
    },
  );

  /** A paid pix order shipped with `shipment`; its shipment e-mail, text and HTML. */
  async function shippedEmail(shipment: Record<string, string>) {
    const s = await shop();
    const code = await buy(s, 'pix');
    await confirmPayment(s, code);
    const move = (body: Record<string, string>) =>
      call(app, 'PATCH', `/sales/${code}/status`, {
        storeId: s.store.id,
        token: s.sellerToken,
        body,
      });
    expect((await move({ status: 'em_separacao' })).status).toBe(200);
    expect((await move({ status: 'enviado', ...shipment })).status).toBe(200);
    const mail = await latestEmail(app, s.store.id, s.customer.email, 'order_shipped');
    const { html } = (await outbox(s.store.id, s.customer.email)).find(
      (item) => item.template === 'order_shipped',
    )!;
    return { code, mail, html };
  }

  it.each([
    // No carrier named: the order's freight carrier, else the Correios.
    ['Correios', undefined, 'AA100833276BR', 'nos Correios'],
    ['Jadlog', 'jadlog', '10080155188760', 'na Jadlog'],
    ['Loggi', 'loggi', 'LGI123456', 'na Loggi'],
  ] as const)(
    'tells the shopper of a shipment by %s, the tracking code a link to its page',
    async (name, carrier, tracking, where) => {
      const { code, mail, html } = await shippedEmail({
        tracking_code: tracking,
        ...(carrier ? { carrier } : {}),
      });
      expect(mail.subject).toBe(`Pedido ${code} enviado — Loja Aurora`);
      const url = trackingUrl(carrier ?? 'correios', tracking)!;
      expect(html).toContain(`<a href="${url}">${tracking}</a>`);
      expect(mail.text).toContain(`Transportadora: ${name}.`);
      expect(mail.text).toContain(`${tracking} (${url})`);
      expect(mail.text).toContain(`Pelo link do código você acompanha a entrega ${where}.`);
    },
  );

  it('shows the code of another carrier as text, with no link', async () => {
    const { mail, html } = await shippedEmail({ tracking_code: 'XYZ-9876', carrier: 'outra' });
    expect(mail.text).toContain('Transportadora: Outra transportadora.');
    expect(mail.text).toContain('Código de rastreio: XYZ-9876');
    expect(html).not.toContain('<a href="https://');
    expect(html).toContain('Código de rastreio: XYZ-9876');
  });

  it.each([
    ['card', 'A loja pediu o reembolso de R$ 249,80 no cartão Visa final 1111.'],
    ['paid pix', 'por pix para a conta de onde veio o pagamento. Você receberá um e-mail'],
    ['unpaid pix', 'Nenhum valor foi cobrado. Não pague o pix deste pedido.'],
    ['unpaid boleto', 'Nenhum valor foi cobrado. Não pague o boleto deste pedido.'],
  ])(
    'tells the shopper why a %s order was cancelled and what happens to the money',
    async (kind, money) => {
      const s = await shop();
      const method = kind.endsWith('boleto') ? 'boleto' : kind === 'card' ? 'card' : 'pix';
      const code = await buy(s, method);
      if (kind === 'paid pix') await confirmPayment(s, code);
      const res = await call(app, 'PATCH', `/sales/${code}/status`, {
        storeId: s.store.id,
        token: s.sellerToken,
        body: { status: 'cancelado', reason: 'Produto avariado no estoque' },
      });
      expect(res.status).toBe(200);
      const mail = await latestEmail(app, s.store.id, s.customer.email, 'order_cancelled');
      expect(mail.subject).toBe(`Pedido ${code} cancelado — Loja Aurora`);
      expect(mail.text).toContain('Motivo: Produto avariado no estoque');
      expect(mail.text).toContain(money);
    },
  );
});

describe('the e-mail of a changed password', () => {
  it.each([
    ['customer', '/customers', ':3000/login/recuperar-acesso'],
    ['seller', '/sellers', ':3001/vendedor/login/recuperar-acesso'],
  ] as const)(
    'warns the %s, with "não foi você?" and the way back in',
    async (kind, base, link) => {
      const s = await shop();
      const account = kind === 'customer' ? s.customer : s.seller;
      const token = kind === 'customer' ? s.token : s.sellerToken;
      const res = await call(app, 'PUT', `${base}/me/password`, {
        storeId: s.store.id,
        token,
        body: { current_password: 'Senha@123', new_password: 'Outra@1234' },
      });
      expect(res.status).toBe(200);
      const mail = await latestEmail(app, s.store.id, account.email, 'password_changed');
      expect(mail.subject).toBe('Sua senha foi alterada — Loja Aurora');
      expect(mail.text).toContain('Não foi você?');
      expect(mail.text).toContain(`http://${s.host}${link}`);
    },
  );

  it('warns after a recover link too, but not after a first access', async () => {
    const s = await shop();
    const fresh = await createCustomer(db, s.store.id, { withPassword: false });
    for (const account of [s.customer, fresh]) {
      await call(app, 'POST', '/customers/recover-access', {
        storeId: s.store.id,
        body: { email: account.email },
      });
      const link = (await outbox(s.store.id, account.email))[0]!.text;
      const token = /criar-senha\/([\w-]+)/.exec(link)![1];
      const res = await call(app, 'POST', '/customers/create-password', {
        storeId: s.store.id,
        body: { first_access_token: token, password: 'Outra@1234' },
      });
      expect(res.status).toBe(200);
    }
    const templates = async (email: string) =>
      (await outbox(s.store.id, email)).map((mail) => mail.template);
    expect(await templates(s.customer.email)).toEqual(['password_changed', 'recover_access']);
    expect(await templates(fresh.email)).toEqual(['first_access']);
  });
});
