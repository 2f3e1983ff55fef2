import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * `column = ANY($1::uuid[])`: one parameter for a batch's ids, where inArray would build and
 * bind one per id (drizzle's per-parameter work was most of a 500-id batch's time on PGlite).
 * A placeholder in their stead: the same, in a query prepared once (db/prepared.ts).
 */
export const anyOf = (column: Column, ids: string[] | Placeholder) =>
  sql`${column} = ANY(${valueOf(ids)}::uuid[])`;

/** `column = ANY($1::text[])`: the same for codes, slugs, SKUs. */
export const anyOfText = (column: Column | SQL, values: string[] | Placeholder) =>
  sql`${column} = ANY(${valueOf(values)}::text[])`;

const valueOf = (values: string[] | Placeholder) =>
  Array.isArray(values) ? sql.param(values) : values;
