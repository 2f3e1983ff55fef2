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
