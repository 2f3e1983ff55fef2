import { parse, type ApiClient } from '../client.ts';
import { categoryTreeSchema, type CategoryTree } from '@vitrine/contract/shelf';

/** GET {apiBase}/categories — the department menu: departments and their categories. */
export function getDepartmentMenu(client: ApiClient): Promise<CategoryTree> {
  return parse(categoryTreeSchema, client.api.get('categories'));
}
