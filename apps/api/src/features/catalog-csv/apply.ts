import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gaveWay, givingWay } from '../../db/pglite-queue.ts';
import { catalogImportProblems, catalogImportRows, catalogImports } from '../../db/schema/index.ts';
import { ApiError } from '../../http/errors.ts';
import type { Logger } from '../../logger.ts';
import type { FieldChange } from './changes.ts';
import { checkRows } from './check.ts';
import { FIELD_LABEL } from './columns.ts';
import type { ProductPlan } from './plan.ts';
import { MESSAGES, type Problem } from './problems.ts';
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

const batchColumns = {
  position: catalogImportRows.position,
  rowNumber: catalogImportRows.rowNumber,
  product: catalogImportRows.product,
  cells: catalogImportRows.cells,
  outcome: catalogImportRows.outcome,
  changes: catalogImportRows.changes,
};

/** The rows from `start` (before `end`): about `size`, ending where a product's rows end. */
async function nextBatch(db: Database, importId: string, start: number, end: number, size: number) {
  const of = eq(catalogImportRows.importId, importId);
  const first = await db
    .select(batchColumns)
    .from(catalogImportRows)
    .where(and(of, gte(catalogImportRows.position, start), lt(catalogImportRows.position, end)))
    .orderBy(asc(catalogImportRows.position))
    .limit(size);
  const last = first.at(-1);
  if (!last || last.product === null || last.position + 1 >= end) return first;
  const rest = await db
    .select(batchColumns)
    .from(catalogImportRows)
    .where(
      and(
        of,
        gt(catalogImportRows.position, last.position),
        lt(catalogImportRows.position, end),
        eq(catalogImportRows.product, last.product),
      ),
    )
    .orderBy(asc(catalogImportRows.position));
  return [...first, ...rest];
}

type Confirmed = Awaited<ReturnType<typeof nextBatch>>[number];

const sameChanges = (a: FieldChange[], b: FieldChange[]) =>
  a.length === b.length &&
  a.every(
    (change, index) =>
      change.column === b[index]?.column &&
      change.before === b[index]?.before &&
      change.after === b[index]?.after,
  );

/**
 * Whether applying `plan` now would do something else than the check listed for its rows (the
 * product changed in the office, or another import got there first): the seller confirmed that
 * list, so the product is left out. A product the catalog already holds as the file says writes
 * nothing, whatever the check listed. Rows checked before outcomes were recorded are re-planned
 * as they always were.
 */
function movedSinceCheck(plan: ProductPlan, confirmed: Map<number, Confirmed>): boolean {
  const plans = [...plan.rows];
  if (plans.every(([, row]) => row.outcome === 'unchanged')) return false;
  return plans.some(([number, row]) => {
    const checked = confirmed.get(number);
    if (!checked?.outcome) return false;
    return row.outcome !== checked.outcome || !sameChanges(row.changes, checked.changes ?? []);
  });
}

/**
 * Applies a checked import from its `rows_done`, one batch per transaction with a turn of the
 * event loop between, so the store keeps answering. Each transaction locks the import's row and
 * reads `rows_done` under that lock, then takes the store's import lock, re-plans its rows
 * against the catalog as it is now (the check's code: group.ts, plan.ts), writes what differs
 * — exactly what the check listed, or nothing for a product that changed since — and moves
 * `rows_done` with the counts:
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
          problemsTotal: catalogImports.problemsTotal,
        })
        .from(catalogImports)
        .where(eq(catalogImports.id, importId))
        .for('update');
      if (!current || current.status !== 'applying') return null;
      if (current.rowsDone >= job.rowsTotal) {
        // Nothing (left) to write: a file whose every row is already as the store has it.
        await tx
          .update(catalogImports)
          .set({ status: 'applied', finishedAt: deps.now() })
          .where(eq(catalogImports.id, importId));
        return null;
      }
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`catalog-import:${job.storeId}`}, 0))`,
      );
      const batch = await nextBatch(
        tx,
        importId,
        current.rowsDone,
        job.rowsTotal,
        options.batchRows ?? APPLY_BATCH_ROWS,
      );
      const confirmed = new Map(batch.map((row) => [row.rowNumber, row]));
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const late: Problem[] = [];
      const cells = batch.map((row) => row.cells);
      for (const group of await checkRows(tx, job.storeId, cells, deps.writer.sanitize)) {
        if (!group.plan) {
          // The catalog changed since the check (an edit in the office): these rows wait for
          // another import, their problems listed with the check's.
          late.push(...group.problems);
          continue;
        }
        const { plan } = group;
        if (movedSinceCheck(plan, confirmed)) {
          for (const row of group.rows) {
            late.push({ row: row.row, column: '', message: MESSAGES.changedSinceCheck });
          }
          continue;
        }
        if (plan.changed) {
          try {
            await deps.writer.save(tx, actor, plan.input, group.stored?.id ?? null);
          } catch (error) {
            // A new product past the store's limit (STORE_MAX_PRODUCTS), or goods without an NCM
            // once the store issues invoices (turned on since the re-plan): its rows are listed
            // with the API's sentence, the rest of the file goes on (the save's savepoint
            // rolled back only its own writes).
            const listed = ['store_limit_reached', 'product_ncm_required'];
            if (!(error instanceof ApiError && listed.includes(error.code))) throw error;
            for (const row of group.rows)
              late.push({ row: row.row, column: '', message: error.message });
            continue;
          }
        }
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
        for (const [row, { outcome }] of plan.rows) {
          // A row whose only change was a stock that moved meanwhile changed nothing.
          counts[moved.has(row) && !plan.changed ? 'unchanged' : outcome] += 1;
        }
      }
      const rowsDone = current.rowsDone + batch.length;
      const finished = rowsDone >= job.rowsTotal;
      if (late.length) {
        await tx.insert(catalogImportProblems).values(
          late.map((problem, index) => ({
            importId,
            seq: current.problemsTotal + index,
            rowNumber: problem.row,
            column: problem.column,
            message: problem.message,
          })),
        );
      }
      await tx
        .update(catalogImports)
        .set({
          rowsDone,
          created: sql`${catalogImports.created} + ${counts.created}`,
          updated: sql`${catalogImports.updated} + ${counts.updated}`,
          unchanged: sql`${catalogImports.unchanged} + ${counts.unchanged}`,
          problemsTotal: current.problemsTotal + late.length,
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
