import type { MetaDescriptor } from 'react-router';
import { errorMeta } from '../../app/error-page.tsx';
import { privatePageMeta } from '../../lib/seo.ts';

/** A payment screen's head: its title with the store's name, never indexed. */
export function paymentMeta(
  title: string,
  args: { error?: unknown; matches: readonly ({ loaderData?: unknown } | undefined)[] },
): MetaDescriptor[] {
  if (args.error) return errorMeta(args.error);
  return privatePageMeta(args.matches, title);
}
