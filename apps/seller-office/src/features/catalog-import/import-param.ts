import type { CatalogImport, CatalogImportOutcome } from '@vitrine/contract/catalog-import';

/** The URL's search parameter naming the import on screen. */
export const IMPORT_PARAM = 'importacao';
/** Which of the check's rows the list shows (alteradas, criadas, recusadas), and its page. */
export const ROWS_PARAM = 'linhas';
export const PAGE_PARAM = 'pagina';

/** The list's outcomes in the order offered, by the word the URL carries. */
export const ROW_OUTCOMES = [
  ['updated', 'alteradas'],
  ['created', 'criadas'],
  ['rejected', 'recusadas'],
] as const satisfies readonly (readonly [CatalogImportOutcome, string])[];

/** How many rows of `outcome` the check found. */
export const rowsOf = (data: CatalogImport, outcome: CatalogImportOutcome) =>
  outcome === 'rejected' ? data.rows_rejected : data.plan[outcome];

/**
 * The rows the list shows for `params`: the URL's outcome and page, else the first outcome that
 * has rows (what changes first); null when the check listed none (or it is not done).
 */
export function rowsView(
  data: CatalogImport,
  params: URLSearchParams,
): { outcome: CatalogImportOutcome; page: number } | null {
  if (data.status !== 'checked') return null;
  const asked = ROW_OUTCOMES.find(([, word]) => word === params.get(ROWS_PARAM))?.[0];
  const outcome = asked ?? ROW_OUTCOMES.find(([o]) => rowsOf(data, o) > 0)?.[0];
  if (!outcome) return null;
  const page = Number(params.get(PAGE_PARAM));
  return { outcome, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The search of the list showing `outcome`'s page `page` of the import `id`. */
export function rowsSearch(id: string, outcome: CatalogImportOutcome, page: number): string {
  const word = ROW_OUTCOMES.find(([o]) => o === outcome)![1];
  const params = new URLSearchParams({ [IMPORT_PARAM]: id, [ROWS_PARAM]: word });
  if (page > 1) params.set(PAGE_PARAM, String(page));
  return `?${params.toString()}`;
}
