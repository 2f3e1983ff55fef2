import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StorePage, StorePageInput } from '@vitrine/contract/store-pages';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../../testing/render-routes.tsx';
import { storePagesRoutes } from '../routes.ts';

// Configurações → Páginas → Nova página through its route against a loopback API.
const api = setUpLoopbackApi();

const trocas: StorePage = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Trocas',
  slug: 'trocas',
  html: '<p>Até 7 dias.</p>',
  published: true,
  in_footer: true,
  footer_position: 2,
  updated_at: '2026-03-01T12:00:00.000Z',
};

const renderNewPage = () =>
  renderSettingsTab(storePagesRoutes, '/vendedor/configuracoes/paginas/nova', api.url);

describe('PageFormScreen (new page)', () => {
  it('makes the address from the title, goes after the footer’s last page, and puts a taken address on its field', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'POST'
        ? {
            status: 409,
            body: {
              code: 'slug_taken',
              message: 'O endereço "trocas" já é usado por outra página desta loja.',
              details: [
                {
                  path: 'slug',
                  message: 'O endereço "trocas" já é usado por outra página desta loja.',
                },
              ],
            },
          }
        : { status: 200, body: { items: [trocas] } },
    );
    renderNewPage();
    await user.type(await screen.findByLabelText('Título'), 'Trocas');
    const slug = screen.getByLabelText('Endereço na loja');
    expect(slug).toHaveValue('trocas');
    expect(screen.getByLabelText('Posição no rodapé')).toHaveValue(3);
    expect(screen.getByRole('checkbox', { name: 'Mostrar no rodapé' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar página' }));
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(
      expect.stringContaining('O endereço "trocas" já é usado por outra página desta loja.'),
    );
    const body = api.requests.find((r) => r.method === 'POST')?.body as StorePageInput;
    expect(body).toMatchObject({
      title: 'Trocas',
      slug: 'trocas',
      published: true,
      in_footer: true,
      footer_position: 3,
    });
  });

  it('refuses an empty title before sending anything', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: { items: [] } }));
    renderNewPage();
    await user.click(await screen.findByRole('button', { name: 'Salvar página' }));
    const title = screen.getByLabelText('Título');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Campo obrigatório.');
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
