import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { z } from 'zod';

// What the office's lists (sales, catalog) keep in their URL: filters, order and page.

export const searchText = z.string().trim().min(1).max(120);
export const pageNumber = z.coerce.number().int().min(1).max(10_000);

/** A parameter as `schema` reads it; what does not parse (a hand-edited address) is left out. */
export function readParam<T>(schema: z.ZodType<T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** The URL's search for a list's view: empty filters, the default order and page 1 left out. */
export function listSearchOf(
  filters: Record<string, string | undefined>,
  order: { sort?: string; defaultSort: string; page?: number },
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (order.sort && order.sort !== order.defaultSort) params.set('sort', order.sort);
  if (order.page && order.page > 1) params.set('page', String(order.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A paged list route's `shouldRevalidate`: another filter, order or page of the same list is
 * the screen's own query (the rows on screen stay while the next arrive, keepPreviousData);
 * the loader fills only the first view.
 */
export const listShouldRevalidate = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
