import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { postgresBin } from '../../../scripts/postgres-bin.ts';

// bench:stores's processes: a throwaway PostgreSQL (scripts/start-test-postgres.sh on a port
// of its own), and per database the real API (src/main.ts, as deployed) with the built
// storefront's server (apps/storefront/server.ts) in front of it, each on a free port.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const apiDir = join(root, 'apps/api');
const storefrontDir = join(root, 'apps/storefront');

/**
 * The PostgreSQL server: BENCH_DATABASE_URL's, else the throwaway one on PGPORT (55521 by
 * default; a server already there is used and left running). `stop` stops it only if started here.
 */
export function startPostgres() {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  const port = process.env.PGPORT ?? '55521';
  const dataDir = `/tmp/vitrine-bench-stores-pg-${port}`;
  const bin = postgresBin();
  const running = spawnSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', port]).status === 0;
  const started = spawnSync('bash', [join(root, 'scripts/start-test-postgres.sh')], {
    env: { ...process.env, PGPORT: port, PGDATA_DIR: dataDir },
    encoding: 'utf8',
  });
  if (started.status !== 0) throw new Error(`PostgreSQL não subiu: ${started.stderr}`);
  const stop = () => {
    if (running || !existsSync(dataDir)) return;
    const command = `${bin}/pg_ctl -D ${dataDir} -m fast -w stop`;
    if (process.getuid?.() === 0) spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command]);
    else spawnSync('bash', ['-c', command]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url: started.stdout.trim(), stop };
}

async function admin(server: string, statements: string[]) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The database `name` on `server`, dropped and made afresh: its URL. */
export async function freshDatabase(server: string, name: string): Promise<string> {
  await admin(server, [`drop database if exists ${name} with (force)`, `create database ${name}`]);
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}

export const dropDatabase = (server: string, name: string) =>
  admin(server, [`drop database if exists ${name} with (force)`]);

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** The caller's environment without what would point a server elsewhere. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['PORT', 'API_URL', 'API_PORT', 'HOST', 'DATABASE_URL', 'VITRINE_DATA_DIR'])
    delete env[name];
  return env;
}

export type Server = { url: string; port: number; child: ChildProcess };

/** Every server started, from its spawn on: one still starting is stopped too. */
const started = new Set<ChildProcess>();

/**
 * BENCH_CPU_PROF=dir: each server writes a V8 CPU profile of its run under dir/<name> when it
 * stops (open it in Chrome's DevTools or speedscope): where a request's time goes.
 */
const profile = (name: string) => {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${join(dir, name)}`] : [];
};

async function startNode(
  name: string,
  cwd: string,
  entry: string,
  env: NodeJS.ProcessEnv,
  ready: string,
) {
  const port = await freePort();
  // Straight to node (tsx as its loader): the SIGTERM at the end reaches the server itself.
  const child = spawn(process.execPath, [...profile(name), '--import', 'tsx', entry], {
    cwd,
    env: { ...baseEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 480; i += 1) {
    if (child.exitCode !== null) throw new Error(`bench: ${entry} saiu (${child.exitCode})`);
    const ok = await fetch(url + ready).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { url, port, child };
    await new Promise((next) => setTimeout(next, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`bench: ${entry} não respondeu em 120 s`);
}

/** The API as deployed (NODE_ENV=production: its own keys, https links) on `databaseUrl`. */
export function startApi(
  name: string,
  databaseUrl: string,
  assetsDir: string,
  platformDomain: string,
) {
  return startNode(
    `api-${name}`,
    apiDir,
    'src/main.ts',
    {
      DATABASE_URL: databaseUrl,
      ASSETS_DIR: assetsDir,
      PLATFORM_DOMAIN: platformDomain,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'production',
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      CARD_TOKEN_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
      CDN_URL: 'https://cdn.vitrine.invalid',
      // The storefront on this machine forwards the shopper's address, and so does the bench's
      // sign-up load (a proxy or CDN in front would).
      TRUST_PROXY: 'loopback',
    },
    '/openapi.json',
  );
}

/** The storefront's built server (react-router build) in front of the API at `apiUrl`. */
export function startStorefront(name: string, apiUrl: string, platformDomain: string) {
  return startNode(
    `storefront-${name}`,
    storefrontDir,
    'server.ts',
    {
      NODE_ENV: 'production',
      API_URL: apiUrl,
      TRUST_PROXY: 'loopback',
      // The API's: a production server starts only with it.
      PLATFORM_DOMAIN: platformDomain,
    },
    '/version.json',
  );
}

/** SIGTERM to every server started, then waits for each to exit (drained). */
export async function stopAll() {
  await Promise.all(
    [...started].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(late);
    }),
  );
}
