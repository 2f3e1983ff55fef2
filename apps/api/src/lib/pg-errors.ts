/**
 * True when a query failed on a unique constraint (SQLSTATE 23505). Drizzle wraps the driver's
 * error in `cause`; PGlite and node-postgres both expose `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown };
    if (candidate.code === '23505') {
      return constraint === undefined || candidate.constraint === constraint;
    }
    if (typeof current !== 'object') return false;
  }
  return false;
}

/** PostgreSQL cancelled the statement (statement_timeout, or a cancel request): 57014. */
export function isQueryCanceled(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '57014') return true;
    if (typeof current !== 'object') return false;
  }
  return false;
}
