import {
  pageInputSchema,
  type StorePage,
  type StorePageInput,
} from '@vitrine/contract/store-pages';
import type { Path } from 'react-hook-form';

// A content page's form holds the body the API takes as is.

export type PageFormValues = StorePageInput;

/** What the form's resolver checks: the contract's schema. */
export const formSchema = pageInputSchema;

/** The fields the API may name in a refusal (a 409 on the slug lands on its field). */
export const FORM_FIELDS: readonly Path<PageFormValues>[] = [
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
export function toFormValues(
  page: StorePage | undefined,
  others: readonly StorePage[],
): PageFormValues {
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
