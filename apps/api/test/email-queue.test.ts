import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { JOB_SCHEMA, type Database } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/index.ts';
import { buildDeps } from '../src/deps.ts';
import {
  deliverDueEmails,
  deliverEmails,
  MAX_ATTEMPTS,
  retryDelayMs,
} from '../src/features/email/delivery.ts';
import { queueEmail } from '../src/features/email/outbox.ts';
import { openJobQueue } from '../src/jobs/queue.ts';
import { EMAIL_DELIVER } from '../src/jobs/queues.ts';
import { JOB_KINDS } from '../src/jobs/tasks.ts';
import { signWebhook } from '../src/features/payments/sandbox/signature.ts';
import {
  createAddress,
  createCustomer,
  latestEmail,
  PASSWORD,
  sessionFor,
} from './fixtures/accounts.ts';
import { createProduct, createStore } from './fixtures/catalog.ts';
import { placeOrder } from './fixtures/orders.ts';
import { call, createTestApp, LOOPBACK } from './harness.ts';
import { serveApp } from './servers/api.ts';
import { startSmtp } from './servers/smtp.ts';

// The e-mail queue (features/email/delivery.ts): e-mails are rows written with the change that
// causes them and sent after the answer, over a real SMTP socket that may be slow or refuse.

const smtp = await startSmtp();
let clock = new Date('2026-03-02T15:00:00Z');
const { app, db, deps } = await createTestApp({
  config: { SMTP_URL: smtp.url },
  now: () => clock,
});

/** A customer who changes their password: the request that queues "senha alterada". */
async function customerOf() {
  const store = await createStore(db);
  const customer = await createCustomer(db, store.id);
  const token = await sessionFor(db, 'customer', customer, clock);
  const changePassword = (password: string) => ({
    storeId: store.id,
    token,
    body: { current_password: password, new_password: `${password}9` },
  });
  return { store, customer, token, changePassword };
}

const rowsTo = (to: string, inDb: Database = db) =>
  inDb.select().from(emailOutbox).where(eq(emailOutbox.to, to));

/** The states of the delivery jobs that carry the e-mail `id` (pg-boss's job table). */
async function deliveryJobsOf(id: string, inDb: Database = db) {
  const result = await inDb.execute(
    sql`select state::text as state from ${sql.identifier(JOB_SCHEMA)}.job
        where name = ${EMAIL_DELIVER} and data->'ids' @> jsonb_build_array(${id}::text)`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
}

async function countDeliveryJobs() {
  const result = await db.execute(
    sql`select count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job where name = ${EMAIL_DELIVER}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

const mailsTo = (to: string) =>
  smtp.received.filter((mail) => mail.to.some((address) => address.includes(to)));

async function waitFor(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((next) => setTimeout(next, 100));
  }
}

describe('the e-mail queue', () => {
  it("sends an e-mail's own headers to the mail server (a marketing e-mail's RFC 8058 one-click)", async () => {
    const store = await createStore(db);
    const to = `lista-${Date.now()}@exemplo.com.br`;
    const id = await queueEmail(db, deps.jobs, {
      storeId: store.id,
      to,
      now: clock,
      email: {
        template: 'cart_reminder',
        subject: 'Você deixou itens no carrinho',
        text: 'Olá!',
        html: '<p>Olá!</p>',
        headers: {
          'List-Unsubscribe': '<https://api.vitrine.example/marketing-emails/one-click/abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
    });
    await deliverEmails(deps, [id]);
    // The message's headers unfolded (RFC 5322 §2.2.3: a long one goes on in indented lines).
    const headers = mailsTo(to)[0]
      ?.data.split('\n\n')[0]
      ?.replace(/\n[ \t]+/g, ' ');
    expect(headers).toContain(
      'List-Unsubscribe: <https://api.vitrine.example/marketing-emails/one-click/abc>',
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('answers before the mail server does: a stalled server holds no request', async () => {
    const { store, customer, token } = await customerOf();
    const { url } = await serveApp(app);
    const release = smtp.hold();
    try {
      const res = await fetch(`${url}/customers/me/password`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          'x-store-id': store.id,
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ current_password: PASSWORD, new_password: 'Outra@1234' }),
      });
      expect(res.status).toBe(200);
      // Answered while the mail server has not even greeted: the e-mail is still waiting.
      const [row] = await rowsTo(customer.email);
      expect(row).toMatchObject({ template: 'password_changed', status: 'queued', error: null });
    } finally {
      release();
    }
    await deps.background.idle();
    const [row] = await rowsTo(customer.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.some((mail) => mail.to.some((to) => to.includes(customer.email)))).toBe(
      true,
    );
  });

  it('keeps a refused e-mail queued, shows it in the outbox, and sends it when due', async () => {
    const { store, customer, changePassword } = await customerOf();
    smtp.refuse(1);
    const res = await call(app, 'PUT', '/customers/me/password', changePassword(PASSWORD));
    expect(res.status).toBe(200);
    const [refused] = await rowsTo(customer.email);
    expect(refused).toMatchObject({ status: 'queued', attempts: 1 });
    expect(refused!.error).toContain('451');
    expect(refused!.nextAttemptAt.getTime()).toBe(clock.getTime() + retryDelayMs(1));
    const outbox = await call(app, 'GET', `/dev/outbox?to=${customer.email}`, {
      storeId: store.id,
      remoteAddress: LOOPBACK,
    });
    expect(outbox.json.items[0]).toMatchObject({ status: 'queued', attempts: 1 });

    await deliverDueEmails(deps); // not due yet: untouched
    expect((await rowsTo(customer.email))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    clock = new Date(clock.getTime() + retryDelayMs(1));
    await deliverDueEmails(deps);
    expect((await rowsTo(customer.email))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      error: null,
    });
    const sent = await latestEmail(app, store.id, customer.email);
    expect(sent).toMatchObject({ template: 'password_changed', status: 'sent' });
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts, backing off each time`, async () => {
    const { customer, changePassword } = await customerOf();
    smtp.refuse(MAX_ATTEMPTS);
    await call(app, 'PUT', '/customers/me/password', changePassword(PASSWORD));
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const [row] = await rowsTo(customer.email);
      expect(row).toMatchObject({ status: 'queued', attempts: attempt });
      clock = new Date(clock.getTime() + retryDelayMs(attempt));
      await deliverDueEmails(deps);
    }
    const [row] = await rowsTo(customer.email);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(retryDelayMs(1)).toBeLessThan(retryDelayMs(2));
  });

  it('queues one "payment confirmed" however often the bank repeats its notice', async () => {
    const store = await createStore(db);
    const customer = await createCustomer(db, store.id);
    const token = await sessionFor(db, 'customer', customer, clock);
    const address = await createAddress(db, store.id, customer.id);
    const product = await createProduct(db, store.id, {
      name: 'Mochila Urbana',
      variations: [{ name: 'Preta', priceCents: 24990, stock: 10 }],
    });
    const order = await placeOrder(app, {
      storeId: store.id,
      token,
      code: product.code,
      variation: product.variations[0]!.code,
      addressId: address.id,
    });
    const raw = JSON.stringify({
      event_id: `evt-${order.code}`,
      type: 'payment.confirmed',
      store_id: store.id,
      order_code: order.code,
      amount: order.total,
      paid_at: clock.toISOString(),
    });
    const headers = { 'X-Signature': signWebhook(deps.config.PAYMENT_WEBHOOK_SECRET, raw) };
    for (let time = 0; time < 3; time += 1) {
      const res = await call(app, 'POST', '/webhooks/payments/sandbox', { body: raw, headers });
      expect(res.status).toBe(200);
    }
    const templates = (await rowsTo(customer.email)).map((row) => row.template).sort();
    expect(templates).toEqual(['order_confirmation', 'payment_confirmed']);
  });
});

describe("the e-mail's delivery job", () => {
  it('is queued with the change that queues the e-mail: a rolled-back change leaves neither', async () => {
    const { customer, changePassword } = await customerOf();
    await call(app, 'PUT', '/customers/me/password', changePassword(PASSWORD));
    const [row] = await rowsTo(customer.email);
    expect(await deliveryJobsOf(row!.id)).toHaveLength(1);

    const before = await countDeliveryJobs();
    const to = `desfeito-${Date.now()}@exemplo.com.br`;
    await db
      .transaction(async (tx) => {
        await queueEmail(tx, deps.jobs, {
          storeId: null,
          to,
          email: { template: 'first_access', subject: 'Desfeito', text: 'x', html: 'x' },
          now: clock,
        });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await rowsTo(to)).toEqual([]);
    expect(await countDeliveryJobs()).toBe(before);
  });
});

// An API replica started with RUN_JOBS=false shares a PostgreSQL with its workers (config.ts
// refuses it on the embedded PGlite): it queues e-mail and never sends any.
const replica = process.env.TEST_DATABASE_URL
  ? await createTestApp({
      config: {
        SMTP_URL: smtp.url,
        RUN_JOBS: 'false',
        DATABASE_URL: process.env.TEST_DATABASE_URL,
      },
    })
  : null;

describe.runIf(replica)('e-mail on an API replica that only enqueues', () => {
  const workers: { stop: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
  });

  it('leaves the e-mail to a worker, which sends it once', async () => {
    const { app: api, db: shared, deps: apiDeps, jobConnection } = replica!;
    const store = await createStore(shared);
    const customer = await createCustomer(shared, store.id);
    const token = await sessionFor(shared, 'customer', customer);
    const res = await call(api, 'PUT', '/customers/me/password', {
      storeId: store.id,
      token,
      body: { current_password: PASSWORD, new_password: `${PASSWORD}9` },
    });
    expect(res.status).toBe(200);
    // Answered, and what it left after its answer done: the e-mail waits with its job.
    const [row] = await rowsTo(customer.email, shared);
    expect(row).toMatchObject({ template: 'password_changed', status: 'queued', attempts: 0 });
    expect(mailsTo(customer.email)).toEqual([]);
    expect(await deliveryJobsOf(row!.id, shared)).toEqual(['created']);

    // A worker on the same database takes the job and sends the e-mail.
    const workerDeps = buildDeps({
      db: shared,
      config: testConfig({ SMTP_URL: smtp.url }),
      logger: apiDeps.logger,
      now: () => new Date(),
    });
    const worker = await openJobQueue(jobConnection, {
      logger: apiDeps.logger,
      work: workerDeps,
      kinds: JOB_KINDS.filter((kind) => kind.name === EMAIL_DELIVER),
    });
    workers.push(worker);
    await waitFor(async () => (await rowsTo(customer.email, shared))[0]?.status === 'sent');
    await waitFor(async () => (await deliveryJobsOf(row!.id, shared))[0] === 'completed');
    expect(mailsTo(customer.email)).toHaveLength(1);

    // Its job run again (a retry, a second worker): the e-mail is not sent twice.
    await deliverEmails(workerDeps, [row!.id]);
    expect(mailsTo(customer.email)).toHaveLength(1);
  });
});
