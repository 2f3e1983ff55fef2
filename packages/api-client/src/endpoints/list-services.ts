import { parse, type ApiClient } from '../client.ts';
import { serviceListSchema, type ServiceList } from '@vitrine/contract/catalog';

export type ServiceListQuery = { page?: number; per_page?: number };

/** GET {apiBase}/service-categories/{slug} — spec §2 /servicos/{slug}, a page of services. */
export function listServices(
  client: ApiClient,
  categorySlug: string,
  query: ServiceListQuery = {},
): Promise<ServiceList> {
  const searchParams = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  );
  return parse(
    serviceListSchema,
    client.api.get(`service-categories/${encodeURIComponent(categorySlug)}`, { searchParams }),
  );
}
