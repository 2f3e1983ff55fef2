import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogImportProblems, catalogImportRows, catalogImports } from '../../db/schema/index.ts';
import type { CheckIo, CheckSummary } from './check-file.ts';
import type { Checker } from './checker.ts';
import { MESSAGES } from './problems.ts';
import { readCategories, readStoredProducts } from './stored.ts';
import { invoicesEnabled } from '../../lib/invoices.ts';

/**
 * After each of the check's statements it rests as long as the statement took, times this: on
 * PGlite (one statement at a time, on the main thread) the check takes at most half the
 * database's time and the store the rest.
 */
export const CHECK_PAUSE_RATIO = 1;

export type CheckOptions = {
  /** Stops the check between statements (shutdown); the import stays 'checking', stopped. */
  signal?: AbortSignal;
  /** The rest after a statement, as a multiple of its time (CHECK_PAUSE_RATIO; tests: 0). */
  pauseRatio?: number;
};

/** The check's reads and writes for the worker: one short statement each, then a rest. */
function checkIo(db: Database, importId: string, storeId: string, options: CheckOptions): CheckIo {
  const pauseRatio = options.pauseRatio ?? CHECK_PAUSE_RATIO;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    options.signal?.throwIfAborted();
    const started = performance.now();
    const value = await work();
    const rest = (performance.now() - started) * pauseRatio;
    await new Promise((resolve) => (rest > 0 ? setTimeout(resolve, rest) : setImmediate(resolve)));
    return value;
  };
  return {
    loadStored: (keys) => timed(() => readStoredProducts(db, storeId, keys)),
    loadCategories: () => timed(() => readCategories(db, storeId)),
    invoicesEnabled: () => timed(() => invoicesEnabled(db, storeId)),
    saveRows: (rows) =>
      timed(async () => {
        await db
          .insert(catalogImportRows)
          .values(rows.map(({ rowNumber, ...row }) => ({ importId, rowNumber, ...row })));
      }),
    saveProblems: (problems) =>
      timed(async () => {
        await db.insert(catalogImportProblems).values(
          problems.map((problem) => ({
            importId,
            seq: problem.seq,
            rowNumber: problem.row,
            column: problem.column,
            message: problem.message,
          })),
        );
      }),
    progress: (percent) =>
      timed(async () => {
        await db
          .update(catalogImports)
          .set({ checkPercent: percent })
          .where(eq(catalogImports.id, importId));
      }),
  };
}

/**
 * Checks the file `checker` read for the import `importId` and records what it found. A check
 * that fails leaves the import 'rejected' with one problem saying to send the file again; one
 * stopped (shutdown) stays 'checking', which the screen shows as stopped.
 */
export async function runCheck(
  db: Database,
  checker: Checker,
  importId: string,
  storeId: string,
  options: CheckOptions = {},
): Promise<void> {
  let summary: CheckSummary;
  try {
    summary = await checker.check(importId, checkIo(db, importId, storeId, options));
  } catch (error) {
    if (options.signal?.aborted) return;
    await db.transaction(async (tx) => {
      await tx.delete(catalogImportRows).where(eq(catalogImportRows.importId, importId));
      await tx.delete(catalogImportProblems).where(eq(catalogImportProblems.importId, importId));
      await tx.insert(catalogImportProblems).values({
        importId,
        seq: 0,
        rowNumber: 1,
        column: '',
        message: MESSAGES.checkFailed,
      });
      await tx
        .update(catalogImports)
        .set({ status: 'rejected', checkPercent: 100, problemsTotal: 1, rowsTotal: 0 })
        .where(eq(catalogImports.id, importId));
    });
    throw error;
  }
  await db
    .update(catalogImports)
    .set({
      status: summary.status,
      checkPercent: 100,
      rowsTotal: summary.rowsTotal,
      rowsRejected: summary.rowsRejected,
      planCreated: summary.plan.created,
      planUpdated: summary.plan.updated,
      planUnchanged: summary.plan.unchanged,
      problemsTotal: summary.problemsTotal,
    })
    .where(eq(catalogImports.id, importId));
}
