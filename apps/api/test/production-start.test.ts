import { spawn } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../src/config.ts';
import { isDatabaseEmpty } from '../src/seed/index.ts';
import { seedOnFirstStart } from '../src/seed/first-start.ts';
import { createStore } from './fixtures/catalog.ts';
import { openTestDatabase } from './database.ts';
import { productionConfig } from './harness.ts';
import { freePort } from './servers/api.ts';

// `NODE_ENV=production pnpm start` as an operator runs it: the real main.ts (and the seed
// command) as processes. Production refuses to start on unsafe settings, naming them, and
// never seeds the demo stores and their published accounts, even on an empty database.

const running: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

function start(script: string, env: Record<string, string>) {
  const base = { ...process.env };
  // Whatever the shell running the tests has set, only what this test says counts.
  for (const name of Object.keys(base)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|PAYMENT_|CARD_|PUBLIC_|CDN_|DEMO_|SMTP_)/.test(name)) {
      delete base[name];
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...base, LOG_LEVEL: 'warn', VITRINE_DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  return { child, exited, output: () => output };
}

// The processes run on their own memory PGlite whatever the pass (start() drops
// TEST_DATABASE_URL): the PostgreSQL pass would repeat the same runs. seedOnFirstStart below
// runs on the pass's database.
describe.skipIf(process.env.TEST_DATABASE_URL)('NODE_ENV=production pnpm start', () => {
  it('refuses to start without signing keys, naming each one', async () => {
    const api = start('src/main.ts', {
      NODE_ENV: 'production',
      PUBLIC_API_URL: 'https://api.loja.example',
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PAYMENT_WEBHOOK_SECRET: required in production/);
    expect(api.output()).toMatch(/CARD_TOKEN_SECRET: required in production/);
    expect(api.output()).toMatch(/SECRETS_KEY: required in production/);
    expect(api.output()).toMatch(/PLATFORM_DOMAIN: required in production/);
  });

  it('refuses to start on the webhook secret published in the source', async () => {
    const api = start('src/main.ts', {
      ...productionConfig(),
      PAYMENT_WEBHOOK_SECRET: 'vitrine-sandbox-webhook-secret',
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toMatch(/PAYMENT_WEBHOOK_SECRET: is a value published/);
  });

  it('starts on an empty database without seeding the demo stores or accounts', async () => {
    const port = await freePort();
    const api = start('src/main.ts', {
      ...productionConfig(),
      HOST: '127.0.0.1',
      PORT: String(port),
    });
    const url = `http://127.0.0.1:${port}`;
    // A fresh embedded database migrates first: seconds, more on a busy machine.
    const deadline = Date.now() + 80_000;
    let up = false;
    while (!up && api.child.exitCode === null && Date.now() < deadline) {
      up = await fetch(`${url}/openapi.json`).then(
        (res) => res.ok,
        () => false,
      );
      if (!up) await new Promise((wait) => setTimeout(wait, 100));
    }
    expect(up, api.output()).toBe(true);
    for (const host of ['localhost', 'ipe.localhost']) {
      const store = await fetch(`${url}/stores/by-host?host=${host}`).then((res) => res.json());
      expect(store).toMatchObject({ notFound: true, data: null });
    }
    expect((await fetch(`${url}/dev/outbox`)).status).toBe(404);
    expect(api.output()).toContain('production never seeds demo data');
    expect(api.output()).not.toMatch(/Vendedor@123|Cliente@123/);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(0);
  }, 90_000);

  it('refuses the seed command too', async () => {
    const seed = start('src/seed/cli.ts', productionConfig());
    expect(await seed.exited).toBe(1);
    expect(seed.output()).toContain('não são criados em produção');
  });
});

describe('seedOnFirstStart', () => {
  const opened = openTestDatabase();
  afterAll(async () => (await opened).close());

  it('leaves an empty database empty in production', async () => {
    const { db } = await opened;
    const config = testConfig(productionConfig());
    expect(await seedOnFirstStart(db, config)).toEqual({ seeded: null, emptyInProduction: true });
    expect(await isDatabaseEmpty(db)).toBe(true);
  });

  it('keeps the stores a database has, outside production too', async () => {
    const { db } = await opened;
    await createStore(db);
    expect(await seedOnFirstStart(db, testConfig())).toEqual({
      seeded: null,
      emptyInProduction: false,
    });
  });
});
