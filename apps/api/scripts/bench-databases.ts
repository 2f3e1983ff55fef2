import { execFileSync } from 'node:child_process';
import pg from 'pg';
import type { DatabaseOptions } from '../src/db/client.ts';

// Where the office benches run: PGlite in memory, and PostgreSQL 15 — the server of
// BENCH_DATABASE_URL or DATABASE_URL, else scripts/start-test-postgres.sh's throwaway one —
// in a database of the bench's own, dropped and created afresh. BENCH_DATABASES=pglite (or
// postgres) measures only that one.

/** The PostgreSQL server to use, or null (then only PGlite is measured). */
function postgresServer(): string | null {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return given;
  try {
    return execFileSync('bash', ['../../scripts/start-test-postgres.sh'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return null;
  }
}

async function freshDatabase(server: string, name: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}

/** Each database to measure, by name, opened on demand (`database` on PostgreSQL). */
export function benchDatabases(database: string): [string, () => Promise<DatabaseOptions>][] {
  const only = process.env.BENCH_DATABASES?.toLowerCase();
  const drivers: [string, () => Promise<DatabaseOptions>][] = [];
  if (!only || only.includes('pglite')) {
    drivers.push(['PGlite', async () => ({ dataDir: 'memory://' })]);
  }
  if (only && !only.includes('postgres')) return drivers;
  const server = postgresServer();
  if (server) {
    drivers.push(['PostgreSQL', async () => ({ url: await freshDatabase(server, database) })]);
  } else console.warn('PostgreSQL indisponível: só PGlite será medido.');
  return drivers;
}
