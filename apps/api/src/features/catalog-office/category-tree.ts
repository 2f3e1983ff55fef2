import type { CategoryLeaf, CategoryNode } from '@vitrine/contract/catalog-categories';
import type { ProductKind } from '@vitrine/contract/catalog';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';

export type CategoryRow = typeof categories.$inferSelect;

export function toCategoryLeaf(row: CategoryRow, productsCount: number): CategoryLeaf {
  return {
    _id: row.id,
    kind: row.kind,
    slug: row.slug,
    name: row.name,
    description: row.description,
    parent_id: row.parentId,
    position: row.position,
    products_count: productsCount,
  };
}

/**
 * The store's tree: departments in order, each with its categories in order. A category whose
 * parent is itself a child (no write makes one) is listed under the top of its branch.
 */
export async function readCategoryTree(
  db: Database,
  storeId: string,
  kind: ProductKind | undefined,
): Promise<CategoryNode[]> {
  const scope = and(eq(categories.storeId, storeId), kind ? eq(categories.kind, kind) : undefined);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(scope)
      .orderBy(asc(categories.kind), asc(categories.position), asc(categories.name)),
    db
      .select({ id: products.categoryId, n: count() })
      .from(products)
      .where(eq(products.storeId, storeId))
      .groupBy(products.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.n]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const rootOf = (row: CategoryRow): CategoryRow => {
    const seen = new Set<string>();
    let current = row;
    while (current.parentId && byId.has(current.parentId) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parentId)!;
    }
    return current;
  };
  const nodes = new Map<string, CategoryNode>();
  for (const row of rows) {
    if (rootOf(row) === row) {
      nodes.set(row.id, { ...toCategoryLeaf(row, countOf.get(row.id) ?? 0), children: [] });
    }
  }
  for (const row of rows) {
    const root = rootOf(row);
    if (root !== row)
      nodes.get(root.id)?.children.push(toCategoryLeaf(row, countOf.get(row.id) ?? 0));
  }
  return [...nodes.values()];
}
