import type { StorePage } from '@vitrine/contract/store-pages';
import { describe, expect, it } from 'vitest';
import { toFormValues } from './form-model.ts';

const page = (overrides: Partial<StorePage>): StorePage => ({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Trocas',
  slug: 'trocas',
  html: '<p>Até 7 dias.</p>',
  published: true,
  in_footer: true,
  footer_position: 0,
  updated_at: '2026-03-01T12:00:00.000Z',
  ...overrides,
});

describe('toFormValues', () => {
  it('shows a saved page as it is', () => {
    const saved = page({ published: false, in_footer: false, footer_position: 7 });
    expect(toFormValues(saved, [saved])).toEqual({
      title: 'Trocas',
      slug: 'trocas',
      html: '<p>Até 7 dias.</p>',
      published: false,
      in_footer: false,
      footer_position: 7,
    });
  });

  it.each([
    ['no page yet', [], 0],
    ['pages in the footer', [page({ footer_position: 3 }), page({ footer_position: 1 })], 4],
    ['only pages out of the footer', [page({ in_footer: false, footer_position: 9 })], 0],
    ['the footer full to its last position', [page({ footer_position: 999 })], 999],
  ])('starts a new page published, in the footer, after the last: %s', (_, others, position) => {
    expect(toFormValues(undefined, others)).toEqual({
      title: '',
      slug: '',
      html: '',
      published: true,
      in_footer: true,
      footer_position: position,
    });
  });
});
