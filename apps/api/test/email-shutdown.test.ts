import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { emailOutbox } from '../src/db/schema/index.ts';
import { queueEmail } from '../src/features/email/outbox.ts';
import { createCustomer, PASSWORD, sessionFor } from './fixtures/accounts.ts';
import { createStore } from './fixtures/catalog.ts';
import { startSmtp } from './servers/smtp.ts';
import { freePort } from './servers/api.ts';
import { jobSender } from '../src/jobs/sender.ts';

// The queue across a restart of the real main.ts on its PGlite files: what one run left queued
// goes out at the next start, and SIGTERM in the middle of a delivery lets it finish before the
// database closes. (On PostgreSQL the rows' durability is the server's: PGlite only here.)

const dir = await mkdtemp(join(tmpdir(), 'vitrine-mail-'));
const running: ReturnType<typeof spawn>[] = [];
afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('the e-mail queue across a restart', () => {
  it('sends what was left queued, and finishes a delivery under way on SIGTERM', async () => {
    const smtp = await startSmtp();
    const before = await openDatabase({ dataDir: dir });
    await before.migrate();
    const store = await createStore(before.db, { hosts: ['fila.localhost'] });
    const customer = await createCustomer(before.db, store.id);
    const token = await sessionFor(before.db, 'customer', customer);
    // An e-mail an earlier run queued and never sent (it stopped, or its mail server was down).
    await queueEmail(before.db, jobSender(), {
      storeId: store.id,
      to: 'deixado@exemplo.com.br',
      email: { template: 'first_access', subject: 'Deixado na fila', text: 'x', html: 'x' },
      now: new Date(),
    });
    await before.close();

    const port = await freePort();
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of Object.keys(env)) {
      if (/^(DATABASE_URL|TEST_DATABASE_URL|API_|PORT|STOREFRONT_|SMTP_)/.test(name)) {
        delete env[name];
      }
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: { ...env, VITRINE_DATA_DIR: dir, API_PORT: String(port), SMTP_URL: smtp.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((done) => child.once('exit', done));
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      const up = await fetch(`${base}/stores/current`, { headers: { 'x-store-id': store.id } })
        .then((res) => res.ok)
        .catch(() => false);
      if (up) break;
      if (tries > 120) throw new Error(`main.ts did not start:\n${output}`);
      await new Promise((next) => setTimeout(next, 500));
    }

    const release = smtp.hold();
    const res = await fetch(`${base}/customers/me/password`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-store-id': store.id,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ current_password: PASSWORD, new_password: 'Outra@1234' }),
    });
    expect(res.status).toBe(200);
    // The delivery is waiting for the mail server's greeting when the stop comes.
    await new Promise((next) => setTimeout(next, 300));
    child.kill('SIGTERM');
    await new Promise((next) => setTimeout(next, 300));
    release();
    expect(await exited).toBe(0);

    const after = await openDatabase({ dataDir: dir });
    const rows = await after.db.select().from(emailOutbox);
    await after.close();
    const status = (to: string) => rows.find((row) => row.to === to)?.status;
    expect(status('deixado@exemplo.com.br')).toBe('sent');
    expect(status(customer.email)).toBe('sent');
    const delivered = smtp.received.flatMap((mail) => mail.to).join(' ');
    expect(delivered).toContain('deixado@exemplo.com.br');
    expect(delivered).toContain(customer.email);
    expect(rows.filter((row) => row.to === customer.email).map((row) => row.template)).toEqual([
      'password_changed',
    ]);
  }, 240_000);
});
