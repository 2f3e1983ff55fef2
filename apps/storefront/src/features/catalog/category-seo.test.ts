import { describe, expect, it } from 'vitest';
import { categoryBreadcrumbsJsonLd } from './category-seo.ts';

const roupas = { _id: '00000000-0000-4000-8000-000000000001', slug: 'roupas', name: 'Roupas' };
const camisas = { _id: '00000000-0000-4000-8000-000000000002', slug: 'camisas', name: 'Camisas' };

describe('categoryBreadcrumbsJsonLd', () => {
  it('lists Início, the department and the category, as the page shows them', () => {
    expect(
      categoryBreadcrumbsJsonLd({ category: camisas, department: roupas }, 'https://loja.test'),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://loja.test/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Roupas',
          item: 'https://loja.test/categoria/roupas',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Camisas',
          item: 'https://loja.test/categoria/camisas',
        },
      ],
    });
  });

  it('has two steps on a department page', () => {
    const list = categoryBreadcrumbsJsonLd(
      { category: roupas, department: null },
      'https://loja.test',
    );
    expect((list['itemListElement'] as unknown[]).length).toBe(2);
  });
});
