import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFor } from '../src/demo/viacep.ts';
import { freePort } from './servers/api.ts';

// The root `pnpm start` as a person runs it, the API alone: that very chain (pnpm, turbo,
// main.ts) started once, with the storefront and the office on other ports and CEP_SERVICE_URL
// unset, and asked what each README section promises of it.
// - README "Ports": `API_URL=… PORT=4000 OFFICE_PORT=4001 pnpm start` moves the storefront and
//   the seller office, and the links in the e-mails must move with them. The variables reach the
//   API only through the root package.json's start script and apps/api/turbo.json's
//   passThroughEnv.
// - README "Demo mode": `pnpm start` looks CEPs up on a ViaCEP of its own on 127.0.0.1, so the
//   address forms fill offline: a CEP the demo did not seed answers the loopback's city for it,
//   not the internet's.

const root = fileURLToPath(new URL('../../..', import.meta.url));
let child: ReturnType<typeof spawn> | undefined;
afterAll(async () => {
  if (!child?.pid || child.exitCode !== null) return;
  // pnpm and sh do not pass a signal on: the whole group gets it, and turbo stops main.ts.
  const exited = new Promise((done) => child!.once('exit', done));
  process.kill(-child.pid, 'SIGINT');
  const stopped = await Promise.race([exited, new Promise((late) => setTimeout(late, 15_000))]);
  if (stopped === undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}, 20_000);

async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the API did not start in time');
    await new Promise((next) => setTimeout(next, 500));
  }
}

// The child runs on its own memory PGlite: the PostgreSQL pass would repeat the same run.
describe.skipIf(process.env.TEST_DATABASE_URL)('pnpm start', () => {
  let shop = 0;
  let office = 0;
  let base = '';
  let aurora = { id: '' };

  beforeAll(async () => {
    const api = await freePort();
    [shop, office] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${api}`;
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of Object.keys(env)) {
      if (
        /^(DATABASE_URL|TEST_DATABASE_URL|STOREFRONT_|SELLER_OFFICE_|API_PORT|SMTP_|CEP_)/.test(
          name,
        )
      ) {
        delete env[name];
      }
    }
    child = spawn('pnpm', ['start', '--filter=@vitrine/api'], {
      cwd: root,
      env: {
        ...env,
        PORT: String(shop),
        OFFICE_PORT: String(office),
        API_URL: base,
        VITRINE_DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    });
    // Up and seeded: the demo's first store answers for localhost.
    aurora = await until(async () => {
      const res = await fetch(`${base}/stores/by-host?host=localhost`);
      const body = (await res.json()) as { data: { _id: string } | null };
      return body.data ? { id: body.data._id } : undefined;
    }, 120_000);
  }, 150_000);

  it('links shoppers to PORT and sellers to OFFICE_PORT', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-store-id': aurora.id },
        body: JSON.stringify(body),
      });
    const outbox = async (to: string) => {
      const res = await fetch(`${base}/dev/outbox?to=${encodeURIComponent(to)}`, {
        headers: { 'x-store-id': aurora.id },
      });
      return ((await res.json()) as { items: { text: string }[] }).items[0]?.text;
    };
    const shopper = `porta.${Date.now()}@exemplo.com.br`;
    expect(
      (await post('/customers/sign-up', { first_name: 'Ana', last_name: 'Porto', email: shopper }))
        .status,
    ).toBe(202);
    // A demo seller with a pending invitation (README's demo accounts).
    const seller = 'lucas.prado@loja-aurora.exemplo.com.br';
    expect((await post('/sellers/recover-access', { email: seller })).ok).toBe(true);

    expect(await until(() => outbox(shopper), 10_000)).toMatch(
      new RegExp(`http://localhost:${shop}/login/criar-senha/[\\w-]{43}`),
    );
    expect(await until(() => outbox(seller), 10_000)).toMatch(
      new RegExp(`http://localhost:${office}/vendedor/login/criar-senha/[\\w-]{43}`),
    );
  });

  it('fills the state and city of a CEP it did not seed, offline', async () => {
    const lookup = (zip_code: string) =>
      fetch(`${base}/api/get_address`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip_code }),
      });
    const res = await lookup('88015-200');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      zip_code: '88015200',
      street: '',
      complement: '',
      neighborhood: '',
      city: answerFor('88015200')?.localidade,
      state: 'SC',
    });
    // A seeded CEP answers its whole address; one in no state's range is not found.
    expect(await (await lookup('01001-000')).json()).toMatchObject({ street: 'Praça da Sé' });
    expect((await lookup('00000-000')).status).toBe(404);
  });
});
