import { parse, type ApiClient } from '../client.ts';
import { homeSchema, type Home } from '@vitrine/contract/catalog';

/** GET {apiBase}/home — spec §2 `/`: banners, featured products and services, categories. */
export function getHome(client: ApiClient): Promise<Home> {
  return parse(homeSchema, client.api.get('home'));
}
