import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema/index.ts';
import { orderConfirmationEmail } from '../src/features/email/templates.ts';
import { uniqueEmail } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';
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
    );
    expect(res.json.items[0].text).toContain('Olá, Lúcia!');
    expect(res.json.items[0].text).toMatch(/http:\/\/[^/]+\/login\/criar-senha\/[\w-]{43}/);
  });

  it('links to the requesting app only when its origin is a configured one', async () => {
    const store = await createStore(withoutSmtp.db);
    const send = async (origin: string) => {
      const email = uniqueEmail();
      await call(withoutSmtp.app, 'POST', '/customers/sign-up', {
        storeId: store.id,
        body: { first_name: 'Lúcia', last_name: 'Prado', email },
        headers: { Origin: origin, 'X-Forwarded-For': origin.length.toString() },
      });
      return (await call(withoutSmtp.app, 'GET', `/dev/outbox?to=${email}`)).json.items[0]
        .text as string;
    };
    expect(await send('http://localhost:5173')).toContain(
      'http://localhost:5173/login/criar-senha/',
    );
    const forged = await send('https://phishing.example');
    expect(forged).not.toContain('phishing');
    expect(forged).toContain(`http://${store.hosts[0]}/login/criar-senha/`);
  });

  it('writes the order confirmation in pt-BR: R$ 1.234,56 and dd/mm/aaaa', () => {
    const email = orderConfirmationEmail({
      storeName: 'Loja Aurora',
      firstName: 'Lúcia',
      code: 'K7P3M9QX',
      createdAt: new Date('2026-03-05T02:00:00Z'),
      items: [{ name: 'Poltrona <Lina>', quantity: 1, total: 1234.56 }],
      shipping: 0,
      discount: 61.73,
      total: 1172.83,
      paymentLine: 'Pix — pague em até 30 minutos',
      link: 'http://localhost:5173/minha-conta/meus-pedidos/K7P3M9QX',
    });
    expect(email.subject).toBe('Pedido K7P3M9QX recebido — Loja Aurora');
    expect(email.text).toContain('feito em 04/03/2026');
    expect(email.text).toContain('1 × Poltrona <Lina> — R$ 1.234,56');
    expect(email.text).toContain('Frete: grátis');
    expect(email.text).toContain('Desconto: -R$ 61,73');
    expect(email.text).toContain('Total: R$ 1.172,83');
    expect(email.html).toContain('Poltrona &lt;Lina&gt;');
    expect(email.html).not.toContain('<Lina>');
  });
});
