import { plain } from './columns.ts';
import { MESSAGES } from './problems.ts';

type Kind = 'product' | 'service';
export type Category = { id: string; kind: Kind; slug: string; name: string };

/**
 * The "Categoria" column: the category's name as the seller reads it, or its slug where two
 * categories of the store share that name (a "Acessórios" under two departments). Reading
 * accepts either, the slug first, the name in any case and without accents. No database here
 * (stored.ts reads the rows): the check's worker thread builds one too.
 */
export class CategoryNames {
  readonly #byId = new Map<string, Category>();
  readonly #bySlug = new Map<string, Category>();
  readonly #byName = new Map<string, Category[]>();

  constructor(rows: Category[]) {
    for (const row of rows) {
      this.#byId.set(row.id, row);
      this.#bySlug.set(`${row.kind}:${row.slug}`, row);
      const key = `${row.kind}:${plain(row.name)}`;
      this.#byName.set(key, [...(this.#byName.get(key) ?? []), row]);
    }
  }

  /** What the export writes for `id` ('' for none). */
  label(id: string | null): string {
    const category = id ? this.#byId.get(id) : undefined;
    if (!category) return '';
    const named = this.#byName.get(`${category.kind}:${plain(category.name)}`) ?? [];
    return named.length > 1 ? category.slug : category.name;
  }

  /** The category a cell names among `kind`'s, or the problem with it; '' is no category. */
  resolve(kind: Kind, cell: string): { id: string | null } | { problem: string } {
    if (cell === '') return { id: null };
    const bySlug = this.#bySlug.get(`${kind}:${cell}`);
    if (bySlug) return { id: bySlug.id };
    const named = this.#byName.get(`${kind}:${plain(cell)}`) ?? [];
    if (named.length === 1 && named[0]) return { id: named[0].id };
    if (named.length > 1) return { problem: MESSAGES.ambiguousCategory(cell) };
    return { problem: MESSAGES.unknownCategory(cell) };
  }
}
