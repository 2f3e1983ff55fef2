import { parse, type ApiClient } from '../client.ts';
import type { ProductKind } from '@vitrine/contract/catalog';
import { categoryTreeSchema, type CategoryTree } from '@vitrine/contract/catalog-categories';

/** GET {apiBase}/catalog/categories — departments and their categories, in order. */
export function getCategoryTree(client: ApiClient, kind?: ProductKind): Promise<CategoryTree> {
  return parse(
    categoryTreeSchema,
    client.api.get('catalog/categories', { searchParams: kind ? { kind } : {} }),
  );
}
