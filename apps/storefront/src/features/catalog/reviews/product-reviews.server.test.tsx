import type { ProductReviewList, ReviewPhoto } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { productReviewsHtml } from './product-reviews.server.tsx';

// The product page's reviews, as the server writes them: what a shopper reads, the links of
// each view (the product's address, its page and order, at the section), the vote's plain form,
// a buyer's text as text only, and the buyer's photos.
const photo = (n: number): ReviewPhoto => {
  const src = (width: number, format: string) =>
    `https://cdn.example/public/stores/s/images/${String(n).repeat(64)}-${width}.${format}`;
  return {
    id: `6f1c1b0e-3a57-4b0e-9a36-00000000010${n}`,
    width: 640,
    height: 480,
    src: src(640, 'webp'),
    renditions: [320, 640].flatMap((width) => [
      { format: 'avif' as const, width, height: (width * 3) / 4, src: src(width, 'avif') },
      { format: 'webp' as const, width, height: (width * 3) / 4, src: src(width, 'webp') },
    ]),
  };
};
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
      photos: [photo(1), photo(2)],
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
    expect(review.querySelector('.product-review__body img')).toBeNull();
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

  it('shows each photo as a lazy thumbnail in AVIF and WebP, opening larger in a popover with no script', () => {
    const review = section(LIST).querySelector('.product-review')!;
    const list = review.querySelector('ul[aria-label="Fotos enviadas por Ana S."]')!;
    const items = [...list.querySelectorAll(':scope > li')];
    expect(items).toHaveLength(2);
    const [first] = items;
    const thumb = first!.querySelector('button img')!;
    expect(thumb.getAttribute('alt')).toBe('Foto 1 de 2 enviada por Ana S.');
    expect(thumb.getAttribute('loading')).toBe('lazy');
    expect([thumb.getAttribute('width'), thumb.getAttribute('height')]).toEqual(['640', '480']);
    expect(thumb.getAttribute('srcset')).toBe(
      `${photo(1).renditions[1]!.src} 320w, ${photo(1).renditions[3]!.src} 640w`,
    );
    expect(first!.querySelector('button source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      `${photo(1).renditions[0]!.src} 320w, ${photo(1).renditions[2]!.src} 640w`,
    );
    expect(items[1]!.querySelector('button img')?.getAttribute('alt')).toBe(
      'Foto 2 de 2 enviada por Ana S.',
    );

    // The button opens the browser's popover; in it the photo larger, the widest file, a close.
    const viewerId = first!.querySelector('button')!.getAttribute('popovertarget')!;
    const viewer = first!.querySelector(`[id="${viewerId}"]`)!;
    expect(viewer.hasAttribute('popover')).toBe(true);
    expect(viewer.getAttribute('role')).toBe('dialog');
    expect(viewer.getAttribute('aria-label')).toBe('Foto 1 de 2 enviada por Ana S.');
    expect(viewer.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    const open = viewer.querySelector('a')!;
    expect(open.textContent).toBe('Ver a foto em tamanho maior (abre em nova aba)');
    expect(open.getAttribute('href')).toBe(photo(1).src);
    expect(open.getAttribute('target')).toBe('_blank');
    const close = viewer.querySelector('button')!;
    expect(close.textContent).toBe('Fechar');
    expect(close.getAttribute('popovertarget')).toBe(viewerId);
    expect(close.getAttribute('popovertargetaction')).toBe('hide');
    // Nothing on the page runs for it.
    expect(section(LIST).querySelector('script, [onclick]')).toBeNull();
  });

  it('shows no photo list for a review without photos', () => {
    const item = { ...LIST.items[0]!, photos: [] };
    expect(section({ ...LIST, items: [item] }).querySelector('.product-review ul')).toBeNull();
  });

  it('says a product has no reviews yet, with no figures', () => {
    const html = section({ ...LIST, items: [], total: 0, total_pages: 0, rating: null });
    expect(html.textContent).toContain('Este produto ainda não tem avaliações.');
    expect(html.querySelector('ol, meter, form')).toBeNull();
  });
});
