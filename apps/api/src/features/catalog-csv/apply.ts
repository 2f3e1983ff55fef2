import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gaveWay, givingWay } from '../../db/pglite-queue.ts';
import { catalogImports } from '../../db/schema/index.ts';
import type { Logger } from '../../logger.ts';
import { checkRows } from './check.ts';
import { FIELD_LABEL, ROW_PRODUCT } from './columns.ts';
import { MESSAGES, type Problem } from './problems.ts';
import type { ImportRow } from './read-rows.ts';
import type { CatalogWriter } from './writer.ts';

/**
 * Rows per transaction, rounded up to whole products: 1 is one product a transaction. On
 * PGlite a transaction holds the one database thread, so every store request that arrives
 * meanwhile waits for it; one product is the shortest wait that keeps a product whole
 * (bench:import: two products a batch, 10 rows, held PGlite 120–600 ms on the loaded machine).
 */
export const APPLY_BATCH_ROWS = 1;
/**
 * After each batch the import rests as long as the batch took, times this: it takes at most
 * half the database's (and on a small machine the CPU's) time, the store the rest.
 */
export const APPLY_PAUSE_RATIO = 1;
/**
 * On PGlite a batch gives way to the store's statements (givingWay: rolled back, run again) at
 * most this many times in a row; the next attempt runs to its end whoever waits, so a store
 * that never stops asking still sees the import finish.
 */
export const APPLY_GIVE_WAY_LIMIT = 2;

export type ApplyOptions = {
  batchRows?: number;
  /** Stops between batches (shutdown; a test's "the process died after N rows"). */
  signal?: AbortSignal;
  /** Told each batch's committed `rows_done`. */
  onBatch?: (rowsDone: number) => void;
  /** The rest after a batch, as a multiple of its time (APPLY_PAUSE_RATIO; tests: 0). */
  pauseRatio?: number;
};

type Deps = { db: Database; logger: Logger; now: () => Date; writer: CatalogWriter };

/** The rows from `start`: about `size`, ending where a product's rows end. */
function nextBatch(rows: ImportRow[], start: number, end: number, size: number): ImportRow[] {
  let stop = Math.min(start + size, end);
  while (stop < end && rows[stop]?.[ROW_PRODUCT] === rows[stop - 1]?.[ROW_PRODUCT]) stop += 1;
  return rows.slice(start, stop);
}

/**
 * Applies a checked import from its `rows_done`, one batch per transaction with a turn of the
 * event loop between, so the store keeps answering. Each transaction locks the import's row and
 * reads `rows_done` under that lock, then takes the store's import lock, re-plans its rows
 * against the catalog as it is now, writes what differs and moves `rows_done` with the counts:
 * a process that dies mid-batch leaves that batch unwritten and `rows_done` where it was, two
 * runners of one import never apply the same rows, and two imports of one store never plan
 * against each other's half-written products. Applying what is already there writes nothing
 * (no save, no audit, no stock adjustment): the same file twice changes nothing the second time.
 */
export async function applyImport(
  deps: Deps,
  importId: string,
  options: ApplyOptions = {},
): Promise<void> {
  const { db } = deps;
  const [job] = await db
    .select({
      storeId: catalogImports.storeId,
      sellerId: catalogImports.sellerId,
      rows: catalogImports.rows,
      rowsTotal: catalogImports.rowsTotal,
    })
    .from(catalogImports)
    .where(eq(catalogImports.id, importId));
  if (!job) return;
  const actor = { storeId: job.storeId, sellerId: job.sellerId };
  const pauseRatio = options.pauseRatio ?? APPLY_PAUSE_RATIO;
  /** The next batch in one transaction: its committed rows_done, or null when all are done. */
  const applyBatch = () =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          status: catalogImports.status,
          rowsDone: catalogImports.rowsDone,
          problems: catalogImports.problems,
        })
        .from(catalogImports)
        .where(eq(catalogImports.id, importId))
        .for('update');
      if (!current || current.status !== 'applying' || current.rowsDone >= job.rowsTotal) {
        return null;
      }
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`catalog-import:${job.storeId}`}, 0))`,
      );
      const batch = nextBatch(
        job.rows,
        current.rowsDone,
        job.rowsTotal,
        options.batchRows ?? APPLY_BATCH_ROWS,
      );
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const late: Problem[] = [];
      for (const group of await checkRows(tx, job.storeId, batch, deps.writer.sanitize)) {
        if (!group.plan) {
          // The catalog changed since the check (an edit in the office): these rows wait for
          // another import, their problems listed with the check's.
          late.push(...group.problems);
          continue;
        }
        const { plan } = group;
        if (plan.changed) await deps.writer.save(tx, actor, plan.input, group.stored?.id ?? null);
        const moved = new Set<number>();
        for (const change of plan.stock) {
          const found = await deps.writer.setStock(tx, actor, change);
          if (found === null) continue;
          moved.add(change.row);
          late.push({
            row: change.row,
            column: FIELD_LABEL.stock,
            message: MESSAGES.stockMoved(change.from, found),
          });
        }
        for (const [row, outcome] of plan.outcome) {
          // A row whose only change was a stock that moved meanwhile changed nothing.
          counts[moved.has(row) && !plan.changed ? 'unchanged' : outcome] += 1;
        }
      }
      const rowsDone = current.rowsDone + batch.length;
      const finished = rowsDone >= job.rowsTotal;
      await tx
        .update(catalogImports)
        .set({
          rowsDone,
          created: sql`${catalogImports.created} + ${counts.created}`,
          updated: sql`${catalogImports.updated} + ${counts.updated}`,
          unchanged: sql`${catalogImports.unchanged} + ${counts.unchanged}`,
          ...(late.length ? { problems: [...current.problems, ...late] } : {}),
          ...(finished ? { status: 'applied' as const, finishedAt: deps.now() } : {}),
        })
        .where(eq(catalogImports.id, importId));
      return finished ? null : rowsDone;
    });
  let rest = 0;
  let gaveWayInARow = 0;
  for (;;) {
    await new Promise((resolve) => (rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve)));
    if (options.signal?.aborted) return;
    const started = performance.now();
    let committed: number | null;
    try {
      committed =
        gaveWayInARow < APPLY_GIVE_WAY_LIMIT ? await givingWay(applyBatch) : await applyBatch();
    } catch (error) {
      if (!gaveWay(error)) throw error;
      // Rolled back: the store's waiting statements run first, then the same batch again.
      gaveWayInARow += 1;
      rest = 0;
      continue;
    }
    gaveWayInARow = 0;
    if (committed === null) return;
    rest = (performance.now() - started) * pauseRatio;
    options.onBatch?.(committed);
  }
}
