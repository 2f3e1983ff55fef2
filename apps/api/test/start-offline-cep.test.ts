import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { answerFor } from '../src/demo/viacep.ts';
import { freePort } from './servers/api.ts';

// README "Demo mode": `pnpm start` looks CEPs up on a ViaCEP of its own on 127.0.0.1, so the
// address forms fill offline. This runs that very chain (the root `pnpm start`, turbo, main.ts),
// the API alone, with CEP_SERVICE_URL unset, and asks for a CEP the demo did not seed: the
// answer is the loopback's (its city for that CEP), not the internet's.

const root = fileURLToPath(new URL('../../..', import.meta.url));
let child: ReturnType<typeof spawn> | undefined;
afterAll(async () => {
  if (!child?.pid || child.exitCode !== null) return;
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
describe.skipIf(process.env.TEST_DATABASE_URL)('pnpm start: CEPs offline', () => {
  it('fills the state and city of a CEP it did not seed', { timeout: 150_000 }, async () => {
    const api = await freePort();
    const env: Record<string, string | undefined> = { ...process.env };
    for (const name of Object.keys(env)) {
      if (/^(DATABASE_URL|TEST_DATABASE_URL|CEP_|API_PORT|SMTP_)/.test(name)) delete env[name];
    }
    child = spawn('pnpm', ['start', '--filter=@vitrine/api'], {
      cwd: root,
      env: {
        ...env,
        PORT: String(await freePort()),
        API_URL: `http://127.0.0.1:${api}`,
        VITRINE_DATA_DIR: 'memory://',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
      detached: true,
    });
    const lookup = (zip_code: string) =>
      fetch(`http://127.0.0.1:${api}/api/get_address`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ zip_code }),
      });
    await until(async () => {
      const res = await fetch(`http://127.0.0.1:${api}/openapi.json`);
      return res.ok ? true : undefined;
    }, 120_000);
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
