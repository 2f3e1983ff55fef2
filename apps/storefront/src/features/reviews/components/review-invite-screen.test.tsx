import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES } from '@vitrine/contract/images';
import { REVIEW_PHOTOS, type ReviewInvite } from '@vitrine/contract/reviews';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { ReviewInviteScreen } from './review-invite-screen.tsx';

// The invitation's page: one form per product not rated yet, the stars by keyboard, the
// contract's refusals before anything is sent, the body the API takes, and what it answered.
const api = setUpLoopbackApi();
const TOKEN = 'convite-de-avaliacao-0123456789';
const SHIRT = '6f1c1b0e-3a57-4b0e-9a36-0000000000a1';
const MUG = '6f1c1b0e-3a57-4b0e-9a36-0000000000a2';
const INVITE: ReviewInvite = {
  order_code: 'K7P3M9QX',
  first_name: 'Ana',
  products: [
    {
      product_id: SHIRT,
      name: 'Camiseta Básica de Algodão',
      slug: 'camiseta-basica',
      reviewed: false,
    },
    { product_id: MUG, name: 'Caneca Esmaltada', slug: 'caneca-esmaltada', reviewed: true },
  ],
};

const sent = () => api.requests.filter((request) => request.method === 'POST');

function renderInvite() {
  renderInApp(
    <ReviewInviteScreen
      invite={INVITE}
      token={TOKEN}
      photoLimits={{ perReview: REVIEW_PHOTOS.perReview, maxBytes: IMAGE_MAX_BYTES }}
    />,
    { apiBase: api.url },
  );
  return userEvent.setup();
}

describe('ReviewInviteScreen', () => {
  it('rates by keyboard, refuses an empty title or text before sending, then sends the review', async () => {
    api.answer(() => ({ status: 201, body: { id: SHIRT, status: 'pendente' } }));
    const user = renderInvite();
    expect(
      screen.getByText(/Olá, Ana! Conte o que achou dos produtos do pedido K7P3M9QX/),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Camiseta Básica de Algodão' });
    expect(screen.getByText('Você já avaliou este produto.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver o produto' })).toHaveAttribute(
      'href',
      '/produto/caneca-esmaltada',
    );

    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    expect(await within(form).findByText('Dê de 1 a 5 estrelas.')).toBeVisible();
    expect(within(form).getByText('Escreva o título.')).toBeVisible();
    expect(within(form).getByText('Escreva o texto.')).toBeVisible();
    expect(sent()).toHaveLength(0);

    // The stars are a radio group: Tab into it, arrows move the choice.
    await user.click(within(form).getByRole('radio', { name: '3 estrelas' }));
    await user.keyboard('{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 estrelas' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Veste bem');
    await user.type(
      within(form).getByRole('textbox', { name: /Sua avaliação/ }),
      'Tecido macio, <b>a cor</b> é a da foto.',
    );
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.url.pathname).toMatch(/\/reviews$/);
    expect(sent()[0]!.body).toEqual({
      token: TOKEN,
      product_id: SHIRT,
      rating: 4,
      title: 'Veste bem',
      body: 'Tecido macio, <b>a cor</b> é a da foto.',
      photos: [],
    });
    expect(
      await screen.findByText(
        'Obrigado! Sua avaliação aparece na página do produto assim que a loja conferir.',
      ),
    ).toBeVisible();
  });

  it('says what the API refused, in its words, and keeps what was typed', async () => {
    api.answer(() => ({
      status: 409,
      body: { code: 'already_reviewed', message: 'Você já avaliou este produto neste pedido.' },
    }));
    const user = renderInvite();
    const form = screen.getByRole('form', { name: 'Camiseta Básica de Algodão' });
    await user.click(within(form).getByRole('radio', { name: '5 estrelas' }));
    await user.type(within(form).getByRole('textbox', { name: /Título/ }), 'Ótima');
    await user.type(within(form).getByRole('textbox', { name: /Sua avaliação/ }), 'Recomendo.');
    await user.click(within(form).getByRole('button', { name: 'Enviar avaliação' }));
    expect(
      await within(form).findByText('Você já avaliou este produto neste pedido.'),
    ).toHaveAttribute('role', 'alert');
    expect(within(form).getByRole('textbox', { name: /Título/ })).toHaveValue('Ótima');
  });
});
