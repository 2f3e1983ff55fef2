import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeReview, ReviewPhoto } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { reviewsRoutes } from '../routes.ts';

// A review's photos in "Avaliações" through its route against a loopback API (issue #37 §3):
// thumbnails in AVIF and WebP by width, each opened larger in a dialog, and removed after a
// confirmation with `remove_photo`; the review stays.
const api = setUpLoopbackApi();
const PATH = '/vendedor/catalogo/avaliacoes';

const photo = (n: number): ReviewPhoto => {
  const at = (format: 'webp' | 'avif', width: number) => ({
    format,
    width,
    height: width * 0.75,
    src: `http://imagens.test/images/foto${n}-${width}.${format}`,
  });
  return {
    id: `6f1c1b0e-3a57-4b0e-9a36-0000000000f${n}`,
    width: 640,
    height: 480,
    src: `http://imagens.test/images/foto${n}-640.webp`,
    renditions: [at('webp', 320), at('avif', 320), at('webp', 640), at('avif', 640)],
  };
};
const REVIEW: OfficeReview = {
  id: '6f1c1b0e-3a57-4b0e-9a36-000000000001',
  product_id: '6f1c1b0e-3a57-4b0e-9a36-0000000000a1',
  product_name: 'Camiseta Básica de Algodão',
  order_code: 'K7P3M9QX',
  customer_name: 'Ana Souza',
  rating: 4,
  title: 'Veste bem',
  body: 'Tecido macio.',
  status: 'publicada',
  hidden_reason: null,
  reply: null,
  replied_at: null,
  helpful: 0,
  created_at: '2026-03-02T15:30:00.000Z',
  published_at: '2026-03-02T16:00:00.000Z',
  photos: [photo(1), photo(2)],
};

/** The list with REVIEW; a `remove_photo` takes the photo out, or is `refused` as the API does. */
function answer(
  refused?: { status: number; code: string; message: string },
  photos = REVIEW.photos,
) {
  let review = { ...REVIEW, photos };
  api.answer((request) => {
    if (request.url.pathname.endsWith('/settings/reviews')) {
      return { status: 200, body: { invite_days: 7, require_approval: true } };
    }
    if (request.method === 'PUT') {
      if (refused) return { status: refused.status, body: refused };
      const { photo_id } = request.body as { photo_id: string };
      review = { ...review, photos: review.photos.filter((one) => one.id !== photo_id) };
      return { status: 200, body: review };
    }
    return {
      status: 200,
      body: { items: [review], page: 1, per_page: 24, total: 1, total_pages: 1 },
    };
  });
}

const puts = () => api.requests.filter((request) => request.method === 'PUT');

async function card() {
  const list = await screen.findByRole('list', { name: 'Avaliações da loja' });
  return within(list).getAllByRole('listitem')[0]!;
}

describe('ReviewPhotos', () => {
  it('shows each photo as a lazy thumbnail in AVIF and WebP by width, its size set', async () => {
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const photos = within(await card()).getByRole('list', { name: 'Fotos da avaliação' });
    const first = within(photos).getByRole('button', { name: 'Ampliar foto 1 de 2' });
    expect(within(photos).getByRole('button', { name: 'Ampliar foto 2 de 2' })).toBeVisible();
    const img = first.querySelector('img')!;
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('src', REVIEW.photos[0]!.src);
    expect(img).toHaveAttribute(
      'srcset',
      'http://imagens.test/images/foto1-320.webp 320w, http://imagens.test/images/foto1-640.webp 640w',
    );
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(first.querySelector('source')).toHaveAttribute(
      'srcset',
      'http://imagens.test/images/foto1-320.avif 320w, http://imagens.test/images/foto1-640.avif 640w',
    );
    expect(first.querySelector('source')).toHaveAttribute('type', 'image/avif');
  });

  it('opens a photo larger in a dialog; Escape closes it and focus goes back', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const open = within(await card()).getByRole('button', { name: 'Ampliar foto 2 de 2' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 2 de 2' });
    expect(dialog).toHaveAccessibleDescription(
      'Enviada por Ana Souza com a avaliação “Veste bem”.',
    );
    const large = within(dialog).getByRole('img', { name: 'Foto 2 enviada por Ana Souza' });
    expect(large).toHaveAttribute('sizes', '(min-width: 40em) 26rem, calc(100vw - 2rem)');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });

  it('removes a photo only once confirmed; the review stays and the status line says so', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const item = await card();
    const remove = within(item).getByRole('button', { name: 'Remover foto 1 de 2' });

    await user.click(remove);
    let question = await screen.findByRole('alertdialog', { name: 'Remover esta foto?' });
    expect(question).toHaveTextContent('A foto deixa de aparecer na página do produto.');
    expect(within(question).getByRole('button', { name: 'Manter foto' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).toHaveFocus();
    expect(puts()).toHaveLength(0);

    await user.click(remove);
    question = await screen.findByRole('alertdialog', { name: 'Remover esta foto?' });
    await user.click(within(question).getByRole('button', { name: 'Remover foto' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.url.pathname).toMatch(new RegExp(`/catalog/reviews/${REVIEW.id}$`));
    expect(puts()[0]!.body).toEqual({ action: 'remove_photo', photo_id: REVIEW.photos[0]!.id });
    const status = await within(item).findByText('Foto removida da avaliação.');
    expect(status.parentElement).toHaveFocus();
    const photos = within(item).getByRole('list', { name: 'Fotos da avaliação' });
    expect(within(photos).getAllByRole('listitem')).toHaveLength(1);
    expect(within(photos).getByRole('button', { name: 'Ampliar foto 1 de 1' })).toBeVisible();
    expect(item).toHaveTextContent('Veste bem');
  });

  it('keeps the status line, with focus on it, once the last photo is gone', async () => {
    const user = userEvent.setup();
    answer(undefined, [photo(1)]);
    renderRoutes(reviewsRoutes, PATH, api.url);
    const item = await card();
    await user.click(within(item).getByRole('button', { name: 'Remover foto 1 de 1' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remover esta foto?' });
    await user.click(within(question).getByRole('button', { name: 'Remover foto' }));
    const status = await within(item).findByText('Foto removida da avaliação.');
    expect(status.parentElement).toHaveFocus();
    expect(within(item).queryByRole('list', { name: 'Fotos da avaliação' })).toBeNull();
  });

  it('says the API’s refusal where focus waits, and keeps the photos', async () => {
    const user = userEvent.setup();
    answer({
      status: 404,
      code: 'review_photo_not_found',
      message: 'Foto não encontrada nesta avaliação.',
    });
    renderRoutes(reviewsRoutes, PATH, api.url);
    const item = await card();
    await user.click(within(item).getByRole('button', { name: 'Remover foto 2 de 2' }));
    const question = await screen.findByRole('alertdialog', { name: 'Remover esta foto?' });
    await user.click(within(question).getByRole('button', { name: 'Remover foto' }));
    const refusal = await within(item).findByRole('alert');
    expect(refusal).toHaveTextContent('Foto não encontrada nesta avaliação.');
    expect(refusal.parentElement).toHaveFocus();
    expect(within(item).getAllByRole('button', { name: /^Ampliar foto/ })).toHaveLength(2);
  });
});
