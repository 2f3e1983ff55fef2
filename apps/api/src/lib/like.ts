import { sql, type SQL } from 'drizzle-orm';

/** LIKE's own wildcards in what a person typed are plain characters. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A LIKE pattern for a piece of text anywhere, accents and case ignored: compared with a
 * column normalised the same way (public.f_unaccent(lower(…)), or a search_text kept so).
 */
export const pieceAnywhere = (typed: string): SQL =>
  sql`'%' || public.f_unaccent(lower(${escapeLike(typed)})) || '%'`;
