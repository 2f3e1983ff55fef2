import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { createRoute } from '@hono/zod-openapi';
import { livenessSchema, readinessSchema } from '@vitrine/contract/health';
import { readiness, type ReadinessCheck } from '@vitrine/server/health';
import { jsonContent } from '../lib/openapi.ts';
import type { AppDeps, Router } from './context.ts';
import { JOB_SCHEMA, MIGRATIONS_FOLDER, type Database } from '../db/client.ts';

/** How many migrations this build ships (drizzle's journal): a database behind it is not ready. */
const SHIPPED_MIGRATIONS = (
  JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const countOf = async (db: Database, statement: ReturnType<typeof sql>) =>
  ((await db.execute(statement)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;

/**
 * What an API or a worker needs to take work (`/readyz`, @vitrine/server/health): its database
 * answering, with every migration this build ships applied, and the job queue's tables there.
 */
export function apiReadinessChecks(
  db: Database,
  catalogDb: Database = db,
): Record<string, ReadinessCheck> {
  return {
    database: () => db.execute(sql`select 1`),
    // The replica the public catalog reads (DATABASE_REPLICA_URL), when there is one.
    ...(catalogDb === db ? {} : { replica: () => catalogDb.execute(sql`select 1`) }),
    migrations: async () => {
      const applied = await countOf(
        db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      if (applied < SHIPPED_MIGRATIONS) {
        throw new Error(`${applied} of ${SHIPPED_MIGRATIONS} migrations applied`);
      }
    },
    jobs: () => db.execute(sql`select version from ${sql.identifier(JOB_SCHEMA)}.version`),
  };
}

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * The probes, documented with the rest of the API (@vitrine/server/health answers them the same
 * way for the app servers and the worker): no store, no session, never cached.
 */
export function registerHealthRoutes(
  app: Router,
  deps: Pick<AppDeps, 'db' | 'catalogDb' | 'lifecycle'>,
) {
  const checks = apiReadinessChecks(deps.db, deps.catalogDb);
  app.openapi(
    createRoute({
      method: 'get',
      path: '/healthz',
      tags: ['Operação'],
      summary: 'O processo responde (liveness).',
      responses: { 200: jsonContent(livenessSchema, 'No ar.') },
    }),
    (c) => c.json({ status: 'ok' as const }, 200, NO_STORE),
  );
  app.openapi(
    createRoute({
      method: 'get',
      path: '/readyz',
      tags: ['Operação'],
      summary: 'O processo aceita trabalho (readiness): banco, migrações e fila de jobs.',
      description:
        '503 quando uma parte falha ou o processo está parando (`draining`): o balanceador deixa de mandar pedidos para ele antes que ele pare de aceitá-los.',
      responses: {
        200: jsonContent(readinessSchema, 'Pronto.'),
        503: jsonContent(readinessSchema, 'Não pronto.'),
      },
    }),
    async (c) => {
      const answer = await readiness(checks, deps.lifecycle);
      return answer.status === 'ready'
        ? c.json(answer, 200, NO_STORE)
        : c.json(answer, 503, NO_STORE);
    },
  );
}
