import type { StorePage, StorePageInput } from '@vitrine/contract/store-pages';
import type { Path } from 'react-hook-form';

/** The fields the API may name in a refusal (a 409 on the slug lands on its field). */
export const PAGE_FIELDS: readonly Path<StorePageInput>[] = [
  'title',
  'slug',
  'html',
  'published',
  'in_footer',
  'footer_position',
];

/**
 * A page as the form shows it. A new page starts published, in the footer, at the end of it
 * (after the last position used), so "Salvar" with only a title and a text puts it there.
 */
export function pageFormValues(
  page: StorePage | undefined,
  others: readonly StorePage[],
): StorePageInput {
  if (page) {
    return {
      title: page.title,
      slug: page.slug,
      html: page.html,
      published: page.published,
      in_footer: page.in_footer,
      footer_position: page.footer_position,
    };
  }
  const last = Math.max(-1, ...others.filter((o) => o.in_footer).map((o) => o.footer_position));
  return {
    title: '',
    slug: '',
    html: '',
    published: true,
    in_footer: true,
    footer_position: Math.min(999, last + 1),
  };
}
