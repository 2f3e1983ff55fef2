import type { ProductReviewList } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { productReviewsHtml } from './product-reviews.server.tsx';

// The product page's reviews, as the server writes them: what a shopper reads, the links of
// each view (the product's address, its page and order, at the section), the vote's plain form,
// and a buyer's text as text only.
const LIST: ProductReviewList = {
  items: [
    {
      id: '6f1c1b0e-3a57-4b0e-9a36-000000000001',
      author: 'Ana S.',
      rating: 4,
      title: 'Veste bem',
      body: 'Tecido macio. <img src=x onerror=alert(1)>',
      published_at: '2026-03-02T15:30:00.000Z',
      helpful: 3,
      reply: { body: 'Obrigado, Ana!', at: '2026-03-03T12:00:00.000Z' },
    },
  ],
  page: 2,
  per_page: 1,
  total: 3,
  total_pages: 3,
  rating: { average: 4.3, count: 3 },
  distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
};
const PATH = '/produto/camiseta-basica';

function section(list: ProductReviewList, sort: 'recentes' | 'uteis' = 'uteis') {
  const host = document.createElement('div');
  host.innerHTML = productReviewsHtml(list, PATH, { page: list.page, sort });
  return host;
}

describe('productReviewsHtml', () => {
  it('shows the average, the distribution and each review with its stars, author, day and reply', () => {
    const html = section(LIST);
    expect(html.querySelector('[aria-label="Nota média 4,3 de 5"]')).not.toBeNull();
    expect(html.textContent).toContain('4,3 de 5 · 3 avaliações');
    const bars = [...html.querySelectorAll('ul[aria-label="Notas"] li')].map((li) =>
      li.textContent?.replace(/\s+/g, ' '),
    );
    expect(bars).toEqual([
      '5 estrelas1',
      '4 estrelas2',
      '3 estrelas0',
      '2 estrelas0',
      '1 estrela0',
    ]);
    const review = html.querySelector('#avaliacao-6f1c1b0e-3a57-4b0e-9a36-000000000001')!;
    expect(review.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(
      '4 de 5 estrelas',
    );
    expect(review.textContent).toContain('Ana S. · 02/03/2026 · Compra verificada');
    expect(review.textContent).toContain('Resposta da lojaObrigado, Ana!');
    expect(review.textContent).toContain('3 pessoas acharam útil');
    // A buyer's markup is text, never an element.
    expect(review.querySelector('img')).toBeNull();
    expect(review.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('links each view to the product page at the section, and posts the vote with the way back', () => {
    const html = section(LIST);
    const href = (name: string) =>
      [...html.querySelectorAll('a')].find((a) => a.textContent === name)?.getAttribute('href');
    expect(href('Mais recentes')).toBe(`${PATH}#avaliacoes`);
    expect(href('Mais úteis')).toBe(`${PATH}?ordem=uteis#avaliacoes`);
    expect(href('Anteriores')).toBe(`${PATH}?ordem=uteis#avaliacoes`);
    expect(href('Próximas')).toBe(`${PATH}?ordem=uteis&avaliacoes=3#avaliacoes`);
    expect(html.querySelector('a[aria-current="page"]')?.textContent).toBe('Mais úteis');
    const form = html.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/avaliar/util/6f1c1b0e-3a57-4b0e-9a36-000000000001');
    expect((form.elements.namedItem('voltar') as HTMLInputElement).value).toBe(
      `${PATH}?ordem=uteis&avaliacoes=2#avaliacoes`,
    );
  });

  it('says a product has no reviews yet, with no figures', () => {
    const html = section({ ...LIST, items: [], total: 0, total_pages: 0, rating: null });
    expect(html.textContent).toContain('Este produto ainda não tem avaliações.');
    expect(html.querySelector('ol, meter, form')).toBeNull();
  });
});
