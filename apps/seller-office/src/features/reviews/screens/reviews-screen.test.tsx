import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeReview, ReviewSettings } from '@vitrine/contract/reviews';
import { Toaster } from '@vitrine/ui/toast';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { reviewsRoutes } from '../routes.ts';

// "Avaliações" through its route against a loopback API: the list by status in the URL, each
// moderation as the body the API takes (the contract's refusal before any request), and the
// settings.
const api = setUpLoopbackApi();
const PATH = '/vendedor/catalogo/avaliacoes';

const PENDING: OfficeReview = {
  id: '6f1c1b0e-3a57-4b0e-9a36-000000000001',
  product_id: '6f1c1b0e-3a57-4b0e-9a36-0000000000a1',
  product_name: 'Camiseta Básica de Algodão',
  order_code: 'K7P3M9QX',
  customer_name: 'Ana Souza',
  rating: 4,
  title: 'Veste bem',
  body: 'Tecido macio.\nA cor é a da foto.',
  status: 'pendente',
  hidden_reason: null,
  reply: null,
  replied_at: null,
  helpful: 0,
  created_at: '2026-03-02T15:30:00.000Z',
  published_at: null,
  photos: [],
};
const PUBLISHED: OfficeReview = {
  ...PENDING,
  id: '6f1c1b0e-3a57-4b0e-9a36-000000000002',
  customer_name: 'Bruno Lima',
  rating: 2,
  title: 'Encolheu',
  body: 'Depois da primeira lavagem.',
  status: 'publicada',
  reply: 'Sentimos muito: trocamos pelo tamanho acima.',
  replied_at: '2026-03-03T10:00:00.000Z',
  helpful: 3,
  published_at: '2026-03-02T16:00:00.000Z',
};
const SETTINGS: ReviewSettings = { invite_days: 7, require_approval: true };

function answer() {
  api.answer((request) => {
    const path = request.url.pathname;
    if (path.endsWith('/settings/reviews')) {
      const body = request.method === 'PUT' ? (request.body as object) : {};
      return { status: 200, body: { ...SETTINGS, ...body } };
    }
    if (request.method === 'PUT') {
      const review = [PENDING, PUBLISHED].find((one) => path.endsWith(one.id))!;
      return { status: 200, body: review };
    }
    const status = request.url.searchParams.get('status');
    const items = [PENDING, PUBLISHED].filter((review) => !status || review.status === status);
    return {
      status: 200,
      body: { items, page: 1, per_page: 24, total: items.length, total_pages: 1 },
    };
  });
}

const puts = () => api.requests.filter((request) => request.method === 'PUT');
const listReads = () =>
  api.requests.filter((request) => request.url.pathname.endsWith('/catalog/reviews'));

describe('ReviewsScreen', () => {
  it('lists the reviews with stars, status, reply and votes; a status is a link of its own', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const list = await screen.findByRole('list', { name: 'Avaliações da loja' });
    const [pending, published] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByRole('img', { name: '4 de 5 estrelas' })).toBeInTheDocument();
    expect(pending).toHaveTextContent('Pendente');
    expect(pending).toHaveTextContent('Ana Souza · pedido K7P3M9QX · 02/03/2026');
    expect(within(pending!).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(within(published!).queryByRole('button', { name: 'Publicar' })).toBeNull();
    expect(published).toHaveTextContent('Sentimos muito: trocamos pelo tamanho acima.');
    expect(published).toHaveTextContent('3 pessoas acharam útil');
    expect(within(published!).getByRole('button', { name: 'Editar resposta' })).toBeVisible();

    const filter = screen.getByRole('navigation', { name: 'Mostrar avaliações' });
    expect(within(filter).getByRole('link', { name: 'Todas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filter).getByRole('link', { name: 'Pendentes' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(`${PATH}?status=pendente`),
    );
    await waitFor(() =>
      expect(listReads().at(-1)?.url.searchParams.get('status')).toBe('pendente'),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('publishes a pending review, and hides one only with a reason', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const list = await screen.findByRole('list', { name: 'Avaliações da loja' });
    const [pending, published] = within(list).getAllByRole('listitem');

    const reads = listReads().length;
    await user.click(within(pending!).getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.url.pathname).toMatch(new RegExp(`/catalog/reviews/${PENDING.id}$`));
    expect(puts()[0]!.body).toEqual({ action: 'publish' });
    expect(await screen.findByText('Avaliação publicada.')).toBeInTheDocument();
    // The list is read again: the review moved to another status.
    await waitFor(() => expect(listReads().length).toBeGreaterThan(reads));

    await user.click(within(published!).getByRole('button', { name: 'Ocultar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ocultar avaliação' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Ocultar' }));
    expect(await within(dialog).findByText('Escreva o motivo.')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Fala de outra loja');
    await user.keyboard('{Tab}{Tab}{Enter}');
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.body).toEqual({ action: 'hide', reason: 'Fala de outra loja' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a public reply from the one already given', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const list = await screen.findByRole('list', { name: 'Avaliações da loja' });
    const [, published] = within(list).getAllByRole('listitem');
    await user.click(within(published!).getByRole('button', { name: 'Editar resposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responder em público' });
    const reply = within(dialog).getByRole('textbox', { name: /Sua resposta/ });
    expect(reply).toHaveValue(PUBLISHED.reply);
    await user.type(reply, ' Conte com a gente.');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar resposta' }));
    await waitFor(() =>
      expect(puts()[0]?.body).toEqual({
        action: 'reply',
        reply: 'Sentimos muito: trocamos pelo tamanho acima. Conte com a gente.',
      }),
    );
  });

  it('saves the invitation days and the approval; days out of 1 to 60 said at the field', async () => {
    const user = userEvent.setup();
    answer();
    renderRoutes(reviewsRoutes, PATH, api.url);
    const days = await screen.findByRole('textbox', { name: /Dias depois da entrega/ });
    expect(days).toHaveValue('7');
    const approval = screen.getByRole('checkbox', { name: /Aprovar cada avaliação/ });
    expect(approval).toBeChecked();
    await user.clear(days);
    await user.type(days, '90');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Use de 1 a 60 dias.')).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
    await user.clear(days);
    await user.type(days, '14');
    await user.click(approval);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(puts()[0]?.body).toEqual({ invite_days: 14, require_approval: false }),
    );
  });
});
