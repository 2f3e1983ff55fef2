import { execFileSync } from 'node:child_process';
import pg from 'pg';

// The databases the benchmarks measure on: PGlite in memory, and PostgreSQL when a server is
// there (BENCH_DATABASE_URL or DATABASE_URL, else the throwaway one of
// scripts/start-test-postgres.sh).

/** The PostgreSQL server to use, or null (then only PGlite is measured). */
export function postgresServer(): string | null {
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

/** A new empty database `name` on `server` (dropped first when there), as a URL. */
export async function freshDatabase(server: string, name: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return Object.assign(new URL(server), { pathname: `/${name}` }).toString();
}
