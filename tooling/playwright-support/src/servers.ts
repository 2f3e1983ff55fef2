import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

/** A port the OS says is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts a process in its own group (so stopping it stops its children too). */
export function startProcess(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

export function stopProcess(child: ChildProcess | undefined) {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Polls `url` until it answers 200, or fails with what the process printed. */
export async function waitFor(url: string, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms:\n${output()}`);
}

const scriptsDir = fileURLToPath(new URL('../../../scripts/', import.meta.url));

/**
 * A database of the suite's own on the machine's throwaway PostgreSQL server (the one the API's
 * server pass uses, scripts/start-test-postgres.sh: started when it is not running), dropped by
 * `drop`. The browser suites run the API on PostgreSQL, what a deployment runs: on CI's two
 * shared cores the embedded PGlite cost the API about 8 % more of the suites' CPU (its
 * engine runs in the API's own thread), and the embedded default is run whole by
 * tooling/readme-commands (`pnpm start`) and by the API's own suite. E2E_DATABASE=pglite runs
 * them on PGlite instead (a machine without PostgreSQL).
 */
export function suiteDatabase(): { url: string | undefined; drop: () => void } {
  if (process.env.E2E_DATABASE === 'pglite') return { url: undefined, drop: () => {} };
  const server = execFileSync('bash', [`${scriptsDir}start-test-postgres.sh`], {
    encoding: 'utf8',
  }).trim();
  const psql = `${execFileSync('bash', [`${scriptsDir}postgres-bin.sh`], { encoding: 'utf8' }).trim()}/psql`;
  const name = `vitrine_e2e_${randomBytes(6).toString('hex')}`;
  execFileSync(psql, [server, '-qc', `CREATE DATABASE ${name}`]);
  return {
    url: server.replace(/\/[^/]*$/, `/${name}`),
    drop: () => execFileSync(psql, [server, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

/**
 * The real API as the browser tests use it: `pnpm --filter @vitrine/api start` on a free port,
 * on the caller's fresh database (`databaseUrl`, suiteDatabase above; without one an embedded
 * PGlite in VITRINE_DATA_DIR, never a DATABASE_URL of the caller's), in demo mode (the outbox,
 * the demo bank), migrated and seeded before this returns. Its files (photos) go in `dataDir`.
 */
export async function startApi(options: {
  cwd: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  env?: NodeJS.ProcessEnv;
}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const api = startProcess('pnpm', ['--filter', '@vitrine/api', 'start'], {
    cwd: options.cwd,
    // API_PORT wins over an API_URL or PORT of the caller's (apps/api/src/config.ts).
    env: {
      API_PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      VITRINE_DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      DEMO_MODE: 'true',
      ...options.env,
    },
  });
  await waitFor(`${url}/stores/by-host?host=localhost`, 180_000, api.output);
  return { url, child: api.child };
}

/**
 * An app's built server (`server.ts` in `cwd`: the storefront's or the seller office's) on a
 * free port in front of the API at `apiUrl`, up (`readyPath` answers) before this returns. No
 * store cache, so a test sees a store's change at once. Playwright stands for the front proxy:
 * each test's browser comes from an address of its own (the apps' e2e fixtures), so the API's
 * per-address limits see many people.
 */
export async function startAppServer(options: {
  cwd: string;
  apiUrl: string;
  readyPath: string;
  /** A port chosen before (the API must know it: its e-mails and sign-up link to this app). */
  port?: number;
  env?: NodeJS.ProcessEnv;
}) {
  const port = options.port ?? (await freePort());
  // As its `pnpm start` runs it: traces when the OTEL_* variables ask (@vitrine/server/tracing).
  const tracing = ['--import', '@vitrine/server/tracing-register'];
  const server = startProcess('node', ['--import', 'tsx', ...tracing, 'server.ts'], {
    cwd: options.cwd,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      API_URL: options.apiUrl,
      STORE_CACHE_MS: '0',
      TRUST_PROXY: 'loopback',
      ...options.env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}${options.readyPath}`, 30_000, server.output);
  return { port, child: server.child };
}
