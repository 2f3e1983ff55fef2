import type { Database } from '../../db/client.ts';
import { invoicesEnabled } from '../../lib/invoices.ts';
import { groupRows } from './group.ts';
import { parseRow } from './parse-row.ts';
import type { ImportRow } from './read-rows.ts';
import { keysOf } from './catalog-maps.ts';
import { loadCategoryNames, loadStored } from './stored.ts';

/**
 * Parses and checks `rows` against the stored catalog and plans each product: what the apply's
 * batch does (check-file.ts does the same for a whole file, off the main thread); writes
 * nothing.
 */
export async function checkRows(
  db: Database,
  storeId: string,
  rows: ImportRow[],
  sanitize: (html: string) => string,
) {
  const parsed = rows.map(parseRow);
  const keys = keysOf(
    rows,
    parsed.map((p) => p.parsed.slug),
  );
  const [catalog, categoryNames, invoicesOn] = await Promise.all([
    loadStored(db, storeId, keys),
    loadCategoryNames(db, storeId),
    invoicesEnabled(db, storeId),
  ]);
  return groupRows(parsed, catalog, categoryNames, sanitize, { invoicesEnabled: invoicesOn });
}
