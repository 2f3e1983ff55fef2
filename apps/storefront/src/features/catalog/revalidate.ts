import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Picking a variation only changes ?variacao: the item is already loaded. */
export function samePathname({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
