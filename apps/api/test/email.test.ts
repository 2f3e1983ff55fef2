import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { orderReceivedEmail } from '../src/features/orders/email-templates.ts';
import { createCustomer, createSeller, latestEmail, uniqueEmail } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp, LOOPBACK, productionConfig } from './harness.ts';
import { startSmtp } from './servers/smtp.ts';

const smtp = await startSmtp();
const withSmtp = await createTestApp({
  config: { SMTP_URL: smtp.url, MAIL_FROM: 'Loja <loja@teste.br>' },
});
const withoutSmtp = await createTestApp();

async function signUp(target: typeof withSmtp) {
  const store = await createStore(target.db);
  const email = uniqueEmail();
  await call(target.app, 'POST', '/customers/sign-up', {
    storeId: store.id,
    body: { first_name: 'Lúcia', last_name: 'Prado', email },
  });
  const [row] = await target.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
  return { row: row!, email, store };
}

describe('e-mail', () => {
  it('sends through SMTP when SMTP_URL is set, and marks the outbox row sent', async () => {
    const { row, email } = await signUp(withSmtp);
    expect(row.status).toBe('sent');
    const mail = smtp.received.find((candidate) => candidate.to.some((to) => to.includes(email)));
    expect(mail?.from).toContain('loja@teste.br');
    expect(mail?.data).toContain('Subject: Crie sua senha na Loja');
  });

  it('keeps the e-mail in the outbox (status logged) without SMTP, readable in DEMO_MODE', async () => {
    const { row, email, store } = await signUp(withoutSmtp);
    expect(row).toMatchObject({
      status: 'logged',
      template: 'first_access',
      subject: `Crie sua senha na ${store.name}`,
    });
    const res = await call(
      withoutSmtp.app,
      'GET',
      `/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`,
      { storeId: store.id, remoteAddress: LOOPBACK },
    );
    expect(res.json.items[0].text).toContain('Olá, Lúcia!');
    expect(res.json.items[0].text).toMatch(/http:\/\/[^/]+\/login\/criar-senha\/[\w-]{43}/);
  });

  it("builds reset links from the store's own URL, whatever Origin or Host the request carries", async () => {
    // The demo's mix-up: a Casa Ipê account recovering access from Loja Aurora's origin.
    const aurora = await createStore(withoutSmtp.db, { hosts: ['localhost', 'aurora.localhost'] });
    const ipe = await createStore(withoutSmtp.db, { hosts: ['ipe.localhost'] });
    const customer = await createCustomer(withoutSmtp.db, ipe.id);
    await call(withoutSmtp.app, 'POST', '/customers/recover-access', {
      storeId: ipe.id,
      body: { email: customer.email },
      headers: {
        Origin: 'http://localhost:3000',
        Host: 'localhost:3000',
        'X-Forwarded-Host': 'phishing.example',
      },
    });
    const mail = await latestEmail(withoutSmtp.app, ipe.id, customer.email, 'recover_access');
    expect(mail.text).toMatch(/http:\/\/ipe\.localhost:3000\/login\/criar-senha\/[\w-]{43}/);
    expect(mail.text).not.toContain('phishing');
    expect(aurora.hosts.some((host) => mail.text.includes(`//${host}`))).toBe(false);
  });

  it("sends a seller's links to the seller office (SELLER_OFFICE_URL), not the storefront", async () => {
    const store = await createStore(withoutSmtp.db, { hosts: ['painel.localhost'] });
    const seller = await createSeller(withoutSmtp.db, store.id);
    await call(withoutSmtp.app, 'POST', '/sellers/recover-access', {
      storeId: store.id,
      body: { email: seller.email },
    });
    const mail = await latestEmail(withoutSmtp.app, store.id, seller.email, 'recover_access');
    expect(mail.text).toMatch(
      /http:\/\/painel\.localhost:3001\/vendedor\/login\/criar-senha\/[\w-]{43}/,
    );
  });

  it('links over https to the store host in production', async () => {
    const production = await createTestApp({ config: productionConfig() });
    const store = await createStore(production.db, {
      hosts: ['10.0.0.7', 'www.ipe.example', 'ipe.example'],
    });
    const email = uniqueEmail();
    await call(production.app, 'POST', '/customers/sign-up', {
      storeId: store.id,
      body: { first_name: 'Lúcia', last_name: 'Prado', email },
      headers: { Origin: 'http://localhost:5173' },
    });
    const [row] = await production.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row!.text).toMatch(/https:\/\/ipe\.example\/login\/criar-senha\/[\w-]{43}/);
    expect(row!.text).not.toContain('http://');
  });

  it('writes an order e-mail in pt-BR (R$ 1.234,56, dd/mm/aaaa in Brasília), its HTML escaped', () => {
    const email = orderReceivedEmail({
      storeName: 'Loja <Aurora>',
      firstName: 'Lúcia',
      link: 'http://localhost:3000/minha-conta/meus-pedidos/K7P3M9QX',
      order: {
        code: 'K7P3M9QX',
        status: 'aguardando_pagamento',
        status_label: 'Aguardando pagamento',
        created_at: '2026-03-05T02:00:00Z',
        paid_at: null,
        payment_method: 'boleto',
        installments: 1,
        subtotal: 1234.56,
        coupon_code: null,
        coupon_discount: 0,
        discount: 61.73,
        shipping: 0,
        freight: null,
        interest: 0,
        total: 1172.83,
        address: null,
        customer_cpf: '39053344705',
        customer_company: null,
        whatsapp_number: null,
        tracking_code: null,
        shipping_carrier: null,
        tracking_url: null,
        items: [
          {
            code: 'P1',
            variation: 'V1',
            kind: 'product',
            name: 'Poltrona <Lina>',
            variation_name: '',
            image: null,
            unit_price: 1234.56,
            qnt: 1,
            total: 1234.56,
          },
        ],
        payment: {
          method: 'boleto',
          line: '0'.repeat(47),
          barcode: '0'.repeat(44),
          due_date: '2026-03-10',
          expires_at: '2026-03-11T03:00:00Z',
        },
        history: [],
        refunds: [],
        refund_state: null,
        refundable: 0,
      },
    });
    expect(email.subject).toBe('Pedido K7P3M9QX recebido — Loja <Aurora>');
    expect(email.text).toContain('feito em 04/03/2026');
    expect(email.text).toContain('1 × Poltrona <Lina> — R$ 1.234,56');
    expect(email.text).toContain('Frete: Grátis');
    expect(email.text).toContain('Desconto: -R$ 61,73');
    expect(email.text).toContain('Total: R$ 1.172,83');
    expect(email.text).toContain('Pagamento: Boleto — vence em 10/03/2026');
    expect(email.html).toContain('Poltrona &lt;Lina&gt;');
    expect(email.html).toContain('Loja &lt;Aurora&gt;');
    expect(email.html).not.toContain('<Lina>');
  });
});
