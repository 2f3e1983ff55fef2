import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './servers/api.ts';

// README "Ports": `API_URL=… PORT=4000 OFFICE_PORT=4001 pnpm start` moves the storefront and the
// seller office, and the links in the e-mails must move with them. The variables reach the API
// only through the root package.json's start script and apps/api/turbo.json's passThroughEnv,
// so this runs that very chain (the root `pnpm start`, turbo, main.ts), the API alone.

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
describe.skipIf(process.env.TEST_DATABASE_URL)('pnpm start with other ports', () => {
  it('links shoppers to PORT and sellers to OFFICE_PORT', { timeout: 150_000 }, async () => {
    const [shop, office, api] = [await freePort(), await freePort(), await freePort()];
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of Object.keys(env)) {
      if (
        /^(DATABASE_URL|TEST_DATABASE_URL|STOREFRONT_|SELLER_OFFICE_|API_PORT|SMTP_)/.test(name)
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
        API_URL: `http://127.0.0.1:${api}`,
        VITRINE_DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    });
    const base = `http://127.0.0.1:${api}`;
    const aurora = await until(async () => {
      const res = await fetch(`${base}/stores/by-host?host=localhost`);
      const body = (await res.json()) as { data: { _id: string } | null };
      return body.data ? { id: body.data._id } : undefined;
    }, 120_000);
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
});
