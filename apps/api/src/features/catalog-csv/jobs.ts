import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  catalogImportFiles,
  catalogImportProblems,
  catalogImportRows,
  catalogImports,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { applyImport, type ApplyOptions } from './apply.ts';
import { type CheckOptions, runCheck } from './check-job.ts';
import type { Checker } from './checker.ts';
import type { CatalogWriter } from './writer.ts';
import { CATALOG_IMPORT_APPLY, CATALOG_IMPORT_CHECK } from '../../jobs/queues.ts';
import type { JobSender } from '../../jobs/sender.ts';
import { catalogWriter } from './service-writer.ts';

/** The imports this process is checking or applying, and how to stop them between steps. */
const running = new Map<string, { done: Promise<void>; stop: AbortController }>();

export const isRunning = (importId: string) => running.has(importId);

function run(
  deps: AppDeps,
  importId: string,
  name: string,
  signal: AbortSignal | undefined,
  task: (signal: AbortSignal) => Promise<void>,
): Promise<void> {
  const current = running.get(importId);
  if (current) return current.done;
  const stop = new AbortController();
  const both = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  const done = deps.background.run(name, async () => {
    try {
      await task(both);
    } finally {
      running.delete(importId);
    }
  });
  running.set(importId, { done, stop });
  return done;
}

/**
 * Checks an import's file (read by `checker`) in the background of this API process
 * (lib/background.ts: shutdown waits for it, after `stopImports`).
 */
export function startCheck(
  deps: AppDeps,
  checker: Checker,
  importId: string,
  storeId: string,
  options: CheckOptions = {},
): Promise<void> {
  return run(deps, importId, 'catalog-import-check', options.signal, (signal) =>
    runCheck(deps.db, checker, importId, storeId, { ...options, signal }),
  );
}

/**
 * Applies an import in the background of this API process (lib/background.ts: shutdown waits
 * for it, after `stopImports`). A second call while it runs here returns the same run. A run
 * that throws leaves the import 'failed' at its `rows_done`: applying it again continues.
 */
export function startApply(
  deps: AppDeps,
  writer: CatalogWriter,
  importId: string,
  options: ApplyOptions = {},
): Promise<void> {
  return run(deps, importId, 'catalog-import', options.signal, async (signal) => {
    try {
      await applyImport({ ...deps, writer }, importId, { ...options, signal });
    } catch (error) {
      await markFailed(deps.db, importId);
      throw error;
    }
  });
}

/**
 * Queues (in `tx`, the write that stores the import and its file) the job that checks it: one
 * per import, whichever worker runs it.
 */
export async function queueCheck(tx: Database, jobs: JobSender, importId: string): Promise<void> {
  await jobs.enqueue(tx, CATALOG_IMPORT_CHECK, { importId }, { singletonKey: importId });
}

const statusOf = async (db: Database, importId: string) =>
  (
    await db
      .select({ status: catalogImports.status, storeId: catalogImports.storeId })
      .from(catalogImports)
      .where(eq(catalogImports.id, importId))
  )[0] ?? null;

/**
 * The job (queued by an API replica that only enqueues: RUN_JOBS=false): checks an import still
 * 'checking' from its stored file, in this process's check worker thread; one this process is
 * checking already is that check, waited for. A check stopped mid-way (shutdown) leaves the
 * import 'checking': the job throws, and runs again from the start (what the stopped check
 * wrote cleared first). Once the import is checked (or rejected), its file goes.
 */
export async function checkImportJob(deps: AppDeps, importId: string): Promise<void> {
  const before = await statusOf(deps.db, importId);
  if (!before) return;
  if (before.status === 'checking' && !isRunning(importId)) {
    const [file] = await deps.db
      .select({ bytes: catalogImportFiles.bytes })
      .from(catalogImportFiles)
      .where(eq(catalogImportFiles.importId, importId));
    if (!file) throw new Error(`import ${importId} has no file to check`);
    const outcome = await deps.catalogChecker.read(importId, new Uint8Array(file.bytes));
    if ('refused' in outcome) throw new Error(`import ${importId}: ${outcome.refused.message}`);
    await deps.db.delete(catalogImportRows).where(eq(catalogImportRows.importId, importId));
    await deps.db.delete(catalogImportProblems).where(eq(catalogImportProblems.importId, importId));
    void startCheck(deps, deps.catalogChecker, importId, before.storeId);
  }
  await running.get(importId)?.done;
  if ((await statusOf(deps.db, importId))?.status === 'checking') {
    throw new Error(`import ${importId}: its check stopped before its end`);
  }
  await deps.db.delete(catalogImportFiles).where(eq(catalogImportFiles.importId, importId));
}

/**
 * Queues (in `tx`, the write that set the import `applying`) the job that applies it: at most
 * one waiting per import, whichever worker runs it.
 */
export async function queueApply(tx: Database, jobs: JobSender, importId: string): Promise<void> {
  await jobs.enqueue(tx, CATALOG_IMPORT_APPLY, { importId }, { singletonKey: importId });
}

/**
 * The job: applies the import from its `rows_done`. One this process was told to stop mid-way
 * (shutdown: `stopImports`) is still `applying`: it throws, so the queue runs it again on a
 * worker, from there. One that failed is left `failed` for the seller to apply again, as a
 * crash mid-batch is left to the job's lease (jobs/queue.ts).
 */
export async function applyImportJob(deps: AppDeps, importId: string): Promise<void> {
  await startApply(deps, catalogWriter(deps), importId);
  const [row] = await deps.db
    .select({ status: catalogImports.status })
    .from(catalogImports)
    .where(eq(catalogImports.id, importId));
  if (row?.status === 'applying') throw new Error(`import ${importId} stopped before its end`);
}

/** The import stays at its `rows_done`; the screen offers to apply it again. */
async function markFailed(db: Database, importId: string) {
  await db.update(catalogImports).set({ status: 'failed' }).where(eq(catalogImports.id, importId));
}

/**
 * Stops every import this process checks or applies after its current step (shutdown: an
 * apply resumes from there, a check is sent again) and ends the app's check worker.
 */
export async function stopImports(deps: AppDeps): Promise<void> {
  for (const { stop } of running.values()) stop.abort();
  await deps.catalogChecker.close();
}
