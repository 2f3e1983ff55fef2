import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { createApp } from '../src/app.ts';
import { testConfig, type Config } from '../src/config.ts';
import { buildDeps, type GivenDeps } from '../src/deps.ts';
import type { AppDeps } from '../src/http/context.ts';
import { stopImports } from '../src/features/catalog-csv/jobs.ts';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../src/db/client.ts';
import {
  CATALOG_IMPORT_APPLY,
  CATALOG_IMPORT_CHECK,
  FAVOURITES_PRICE_CHECK,
  INVOICE_CANCEL,
  WHATSAPP_SEND,
} from '../src/jobs/queues.ts';
import { jobDbOf } from '../src/jobs/sender.ts';
import { JOB_KINDS } from '../src/jobs/tasks.ts';
import { createLogger } from '../src/logger.ts';
import { openTestDatabase } from './database.ts';

type Overrides = GivenDeps &
  Partial<Pick<AppDeps, 'now' | 'logger'>> & {
    config?: Partial<Record<keyof Config, string>>;
  };

/**
 * The real app over this file's own migrated database, closed after the file's tests.
 * Call it once per test file (in a top-level await or beforeAll).
 */
export async function createTestApp(overrides: Overrides = {}) {
  const handle = await openTestDatabase();
  const { config: settings, now, logger, ...given } = overrides;
  const config = testConfig(settings);
  // The providers the settings name, built once as main.ts builds them; a test may hand its own.
  const deps: AppDeps = buildDeps(
    {
      db: handle.db,
      config,
      logger: logger ?? createLogger(config),
      now: now ?? (() => new Date()),
    },
    given,
  );
  const runJobs = jobsAfterRequest(deps, RUN_AFTER_REQUEST);
  const app = createApp(deps);
  // What a request left running after its answer (e-mails of the account flows), and the jobs
  // it queued to run at once (a catalog import's apply), are done when the test reads the
  // answer: tests see their effects as the request's, in order.
  const request = app.request;
  app.request = (async (...args: Parameters<typeof request>) => {
    const response = await request(...args);
    await deps.background.idle();
    await runJobs();
    return response;
  }) as typeof request;
  afterAll(async () => {
    await deps.background.idle();
    // The catalog check's worker thread, if the file's tests started one.
    await stopImports(deps);
    await handle.close();
  });
  return {
    app,
    deps,
    db: handle.db,
    driver: handle.driver,
    jobConnection: handle.jobConnection,
    poolStats: handle.poolStats,
  };
}

/** Jobs a request queues for a worker to run at once (not the sweeps the clock sends). */
const RUN_AFTER_REQUEST = [
  CATALOG_IMPORT_CHECK,
  CATALOG_IMPORT_APPLY,
  FAVOURITES_PRICE_CHECK,
  INVOICE_CANCEL,
  WHATSAPP_SEND,
];

/**
 * Runs the jobs waiting in the `names` queues, one at a time, as a worker takes them from
 * pg-boss (fetch, run, complete — or fail, for its retries), without a worker's polling.
 */
function jobRunner(deps: AppDeps) {
  const boss = new PgBoss({ schema: JOB_SCHEMA, db: jobDbOf(deps.db) });
  return async (names: Iterable<string>) => {
    const wanted = new Set(names);
    for (const kind of JOB_KINDS.filter((one) => wanted.has(one.name))) {
      for (
        let jobs = await boss.fetch(kind.name);
        jobs.length > 0;
        jobs = await boss.fetch(kind.name)
      ) {
        for (const job of jobs) {
          try {
            await kind.run(deps, job.data as Record<string, unknown>, deps.jobs);
            await boss.complete(kind.name, job.id);
          } catch (error) {
            await boss.fail(kind.name, job.id, { message: String(error) });
          }
        }
      }
    }
  };
}

/**
 * What runs after each request: the jobs of the `names` queues that something was sent to since
 * the last run. A fetch is a statement (an UPDATE … RETURNING), and one for each queue after
 * each of a suite's many thousand requests was a good part of its database time. Every write
 * sends through deps.jobs, so its `enqueue` says which queues; a job sent in a transaction that
 * rolled back is simply not found.
 */
function jobsAfterRequest(deps: AppDeps, names: readonly string[]) {
  const run = jobRunner(deps);
  const sent = new Set<string>();
  const enqueue = deps.jobs.enqueue.bind(deps.jobs);
  deps.jobs.enqueue = (db, name, data, options) => {
    if (names.includes(name)) sent.add(name);
    return enqueue(db, name, data, options);
  };
  return async () => {
    // A job run may send to another of the queues: until none is left.
    while (sent.size > 0) {
      const due = [...sent];
      sent.clear();
      await run(due);
    }
  };
}

/**
 * Settings production starts with (README "Deploying"): its own random keys, https URLs.
 * Pass to createTestApp({ config }) for an app configured as a deployment is.
 */
export function productionConfig(): Partial<Record<keyof Config, string>> {
  return {
    NODE_ENV: 'production',
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
    CARD_TOKEN_SECRET: randomBytes(32).toString('base64url'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    PUBLIC_API_URL: 'https://api.vitrine.example',
    PLATFORM_DOMAIN: 'vitrine.example',
  };
}

/** The TCP peer of a request on this machine, for the demo endpoints (http/local-only.ts). */
export const LOOPBACK = '127.0.0.1';

/**
 * JSON request helper: `call(app, 'POST', '/cart', { body, token, storeId, headers })`.
 * `remoteAddress` is the socket's peer, as @hono/node-server hands it to the app (env.incoming);
 * without it the request comes from no socket, as app.request's do.
 */
export async function call(
  app: {
    request: (input: string, init?: RequestInit, env?: object) => Response | Promise<Response>;
  },
  method: string,
  path: string,
  options: {
    body?: unknown;
    token?: string;
    storeId?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.storeId) headers['X-Store-Id'] = options.storeId;
  const response = await app.request(
    path,
    {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    },
    options.remoteAddress
      ? { incoming: { socket: { remoteAddress: options.remoteAddress } } }
      : undefined,
  );
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: callers read `text`
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, headers: response.headers, json: json as any, text };
}

/**
 * Runs the jobs waiting in the named queues as a worker takes them, until none is left: what a
 * request queued (and the test did not have the harness run) is done when the test reads on.
 */
export async function runQueuedJobs(
  testApp: { deps: AppDeps },
  names: readonly string[],
): Promise<void> {
  await jobRunner(testApp.deps)(names);
}
