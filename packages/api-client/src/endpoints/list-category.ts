import { parse, type ApiClient } from '../client.ts';
import {
  categoryListingSchema,
  type CategoryListing,
  type CategoryListingQuery,
} from '@vitrine/contract/catalog';
import { toQueryParams } from '../query-params.ts';

/** GET {apiBase}/categories/{slug} — spec §2 /categoria/{slug}: products, facets, pages. */
export function listCategory(
  client: ApiClient,
  slug: string,
  query: CategoryListingQuery,
): Promise<CategoryListing> {
  return parse(
    categoryListingSchema,
    client.api.get(`categories/${encodeURIComponent(slug)}`, {
      searchParams: toQueryParams(query),
    }),
  );
}
