import type { MetaDescriptor } from 'react-router';
import { pageTitle } from '../../lib/seo.ts';

type Matches = ReadonlyArray<{ loaderData?: unknown } | undefined>;

/** The sign-in screens' head: "<screen> | <store>", a description, never indexed. */
export function authMeta(matches: Matches, title: string, description?: string): MetaDescriptor[] {
  const root = matches[0]?.loaderData as { store?: { data: { name: string } } | null } | undefined;
  const store = root?.store?.data.name ?? '';
  return [
    { title: store ? pageTitle(title, store) : title },
    ...(description ? [{ name: 'description', content: description }] : []),
    { name: 'robots', content: 'noindex' },
  ];
}
