/** The rows of `db.execute`'s answer: node-postgres answers `{ rows }`, PGlite too. */
export const rowsOf = <Row = Record<string, unknown>>(result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows?: Row[] }).rows ?? []);
