import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1::uuid[])`: one parameter for a batch's ids, where inArray would build and
 * bind one per id (drizzle's per-parameter work was most of a 500-id batch's time on PGlite).
 */
export const anyOf = (column: Column, ids: string[]) =>
  sql`${column} = ANY(${sql.param(ids)}::uuid[])`;

/** `column = ANY($1::text[])`: the same for codes, slugs, SKUs. */
export const anyOfText = (column: Column | SQL, values: string[]) =>
  sql`${column} = ANY(${sql.param(values)}::text[])`;
