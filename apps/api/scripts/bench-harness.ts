import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { createApp } from '../src/app.ts';
import { buildDeps } from '../src/deps.ts';
import { loadConfig } from '../src/config.ts';
import {
  openDatabase,
  type Database,
  type DatabaseOptions,
  type JobConnection,
} from '../src/db/client.ts';
import { openJobQueue } from '../src/jobs/queue.ts';
import { sellers } from '../src/db/schema/index.ts';
import { createSession } from '../src/lib/sessions.ts';
import { createLogger } from '../src/logger.ts';
import { benchDatabases } from './bench-databases.ts';

// What the office benches (bench-office, bench-catalog, bench-import) share: the database on
// each driver, the real app served over HTTP on loopback, a seller's session, and how a list
// of times becomes a median and a p95.

/** The `q` quantile of ascending `sorted` times (nearest rank); NaN when there are none. */
export const percentile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;

/** The driver's database (`options`), migrated. */
export async function openBenchDatabase(options: DatabaseOptions) {
  const handle = await openDatabase(options);
  await handle.migrate();
  return handle;
}

/** The API's dependencies as production builds them (no mail, quiet logs), on `now`'s clock. */
export function benchDeps(db: Database, now: () => Date = () => new Date()) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    VITRINE_DATA_DIR: 'memory://',
  });
  return buildDeps({ db, config, logger: createLogger(config), now }, { mailer: null });
}

/**
 * The API as production builds it (no mail, quiet logs), listening on a free loopback port;
 * given the database's job connection, running the job queue's jobs as the embedded default's
 * one process does (a catalog import's apply is a job).
 */
export async function serveBenchApi(db: Database, jobConnection?: JobConnection) {
  const deps = benchDeps(db);
  const jobs = jobConnection
    ? await openJobQueue(jobConnection, { logger: deps.logger, work: deps })
    : null;
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((listening) => server.once('listening', listening));
  return {
    deps,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.close();
      await jobs?.stop();
    },
  };
}

/** A seller of `storeId` signed in: the bearer token a client sends. */
export async function benchSellerToken(db: Database, storeId: string, userAgent: string) {
  const [seller] = await db
    .insert(sellers)
    .values({
      storeId,
      email: 'vendedor@bench.test',
      firstName: 'Camila',
      lastName: 'Rocha',
      role: 'owner',
    })
    .returning();
  const { token } = await createSession(db, {
    storeId,
    kind: 'seller',
    accountId: seller!.id,
    userAgent,
    ip: '127.0.0.1',
    now: new Date(),
  });
  return token;
}

/**
 * `requests` sequential requests taking `paths` in turn, after 5 warm-up ones; `one` sends a
 * request and answers its time (and size). Median, p95 and the largest answer's bytes.
 */
export async function timeSequential(
  paths: string[],
  requests: number,
  one: (path: string) => Promise<{ ms: number; bytes?: number }>,
) {
  for (let i = 0; i < 5; i += 1) await one(paths[i % paths.length]!);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i += 1) {
    const result = await one(paths[i % paths.length]!);
    times.push(result.ms);
    bytes = Math.max(bytes, result.bytes ?? 0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** The machine's load average (1, 5, 15 min): on a shared machine the figures follow it. */
export const machineLoad = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/**
 * `measure` on PGlite, then on PostgreSQL (database `database`) when a server is at hand; the
 * load average is printed before and after each.
 */
export async function onEachDatabase<T>(
  database: string,
  measure: (name: string, options: DatabaseOptions) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  for (const [name, options] of benchDatabases(database)) {
    console.log(`(${name}: carga da máquina antes ${machineLoad()})`);
    results.push(await measure(name, await options()));
    console.log(`(${name}: carga da máquina depois ${machineLoad()})`);
  }
  return results;
}
