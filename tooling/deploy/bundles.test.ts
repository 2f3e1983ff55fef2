import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psql } from '../../scripts/cluster/cluster.ts';
import { bundle, root, startCommand } from '../../scripts/deploy/bundle.ts';

// Each service's production bundle (scripts/deploy/bundle.ts, `pnpm bundle`) made in a directory
// outside the workspace, then started there with node alone, as the Dockerfiles start it: the
// API and a worker on a PostgreSQL database of their own, the storefront's and the office's
// servers in front of that API; each answers its readiness probe.

const out = mkdtempSync(join(tmpdir(), 'vitrine-bundles-'));
const running: ChildProcess[] = [];
const database = `vitrine_bundle_${process.pid}`;
const serverUrl = execFileSync('bash', [join(root, 'scripts/start-test-postgres.sh')], {
  encoding: 'utf8',
}).trim();
const databaseUrl = serverUrl.replace(/\/[^/]*$/, `/${database}`);
let bundles: Record<string, string>;

beforeAll(() => {
  psql(serverUrl, `create database ${database}`);
  // The web apps' builds are there: turbo runs this after them (turbo.json).
  bundles = bundle(out, ['api', 'storefront', 'seller-office'], { build: false });
});
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(out, { recursive: true, force: true });
  psql(serverUrl, `drop database if exists ${database} with (force)`);
});

/** A port the OS says is free now (this package stays apart from the browser tests' tooling). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The bundle's START command in its own directory, on `env` and nothing of the workspace's. */
function start(dir: string, entry: string, env: Record<string, string>) {
  // `node` is this very Node; nothing of the shell that runs the tests.
  const [, ...args] = startCommand(entry);
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function ready(url: string, started: ReturnType<typeof start>) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const answer = await fetch(`${url}/readyz`).then(
      async (res) => ({ status: res.status, body: await res.json() }),
      () => null,
    );
    if (answer?.status === 200) return answer.body as { status: string };
    if (Date.now() > deadline || started.child.exitCode !== null) {
      throw new Error(`${url} not ready:\n${started.output()}`);
    }
    await new Promise((next) => setTimeout(next, 250));
  }
}

describe('the production bundles', () => {
  it('hold no link back into the workspace', () => {
    for (const service of Object.keys(bundles)) {
      const scope = join(bundles[service]!, 'node_modules/@vitrine');
      for (const name of readdirSync(scope)) {
        expect(realpathSync(join(scope, name)).startsWith(root)).toBe(false);
      }
      expect(readFileSync(join(bundles[service]!, 'START'), 'utf8')).toMatch(/^node --import tsx /);
    }
  });

  it('start with node alone and answer ready: the API, a worker, the storefront, the office', async () => {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const shared = {
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'false',
      HOST: '127.0.0.1',
    };
    const api = start(bundles.api!, 'src/main.ts', {
      ...shared,
      API_PORT: String(apiPort),
      RUN_JOBS: 'false',
    });
    expect(await ready(apiUrl, api)).toMatchObject({ status: 'ready' });

    const workerPort = await freePort();
    const worker = start(bundles.api!, 'src/worker.ts', {
      ...shared,
      HEALTH_PORT: String(workerPort),
    });
    const web = await Promise.all(
      (['storefront', 'seller-office'] as const).map(async (service) => {
        const port = await freePort();
        const server = start(bundles[service]!, 'server.ts', {
          NODE_ENV: 'production',
          PLATFORM_DOMAIN: 'vitrine.example',
          HOST: '127.0.0.1',
          PORT: String(port),
          API_URL: apiUrl,
        });
        return { url: `http://127.0.0.1:${port}`, server };
      }),
    );
    expect(await ready(`http://127.0.0.1:${workerPort}`, worker)).toMatchObject({
      status: 'ready',
    });
    for (const { url, server } of web) {
      expect(await ready(url, server)).toMatchObject({ status: 'ready' });
    }
    // The storefront's bundle renders a store's page from its build, with its hashed scripts (the
    // API, outside production, seeded the demo stores; 127.0.0.1 is Loja Aurora's host).
    const page = await fetch(`${web[0]!.url}/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Loja Aurora');
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    expect((await fetch(`${web[0]!.url}${script}`)).status).toBe(200);
  });
});
