import type { MetaDescriptor } from 'react-router';
import { errorMeta } from '../../app/error-page.tsx';
import { pageTitle } from '../../lib/seo.ts';

/** A payment screen's head: its title with the store's name, never indexed. */
export function paymentMeta(
  title: string,
  args: { error?: unknown; matches: readonly ({ loaderData?: unknown } | undefined)[] },
): MetaDescriptor[] {
  if (args.error) return errorMeta(args.error);
  const root = args.matches[0]?.loaderData as
    { store?: { data: { name: string } } | null } | undefined;
  const store = root?.store?.data.name ?? '';
  return [
    { title: store ? pageTitle(title, store) : title },
    { name: 'robots', content: 'noindex' },
  ];
}
