import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { catalogImports } from '../../db/schema/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { applyImport, type ApplyOptions } from './apply.ts';
import type { CatalogWriter } from './writer.ts';

/** The imports this process is applying, and how to stop them between batches. */
const running = new Map<string, { done: Promise<void>; stop: AbortController }>();

export const isApplying = (importId: string) => running.has(importId);

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
  const current = running.get(importId);
  if (current) return current.done;
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  const done = deps.background.run('catalog-import', async () => {
    try {
      await applyImport({ ...deps, writer }, importId, { ...options, signal });
    } catch (error) {
      await markFailed(deps.db, importId);
      throw error;
    } finally {
      running.delete(importId);
    }
  });
  running.set(importId, { done, stop });
  return done;
}

/** The import stays at its `rows_done`; the screen offers to apply it again. */
async function markFailed(db: Database, importId: string) {
  await db.update(catalogImports).set({ status: 'failed' }).where(eq(catalogImports.id, importId));
}

/** Stops every import this process applies after its current batch (shutdown): resumable. */
export function stopImports(): void {
  for (const { stop } of running.values()) stop.abort();
}
