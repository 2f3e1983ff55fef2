import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerBanner } from '@vitrine/contract/banners';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../testing/loopback-api.ts';
import { renderSettingsTab } from '../../testing/render-routes.tsx';
import { bannerRoutes } from './routes.ts';

// Configurações → Banners through its routes against a loopback API: the list, its order by
// keyboard, and a stored banner's form (its dates on the Brasília clock).
const api = setUpLoopbackApi();

const image = (name: string) => ({
  src: `https://api.exemplo/public/stores/x/images/${name}.webp`,
  width: 1600,
  height: 600,
  alt: name,
  image_id: '00000000-0000-4000-8000-000000000001',
});
const banner = (id: string, title: string, extra: Partial<SellerBanner> = {}): SellerBanner => ({
  _id: `00000000-0000-4000-8000-00000000000${id}`,
  title,
  subtitle: '',
  link: '',
  active: true,
  starts_at: null,
  ends_at: null,
  position: Number(id),
  state: 'live',
  image: image(title),
  mobile_image: null,
  ...extra,
});
const stored = [
  banner('1', 'Verão', { ends_at: '2026-03-06T21:30:00.000Z', link: '/categoria/vasos' }),
  banner('2', 'Inverno', { state: 'scheduled', starts_at: '2026-06-01T03:00:00.000Z' }),
];

function renderAt(path: string) {
  return renderSettingsTab(bannerRoutes, path, api.url);
}

describe('BannersScreen', () => {
  it('lists the banners with their state and dates, and moves one up by keyboard', async () => {
    const user = userEvent.setup();
    let items = stored;
    api.answer((request) => {
      if (request.method === 'POST') {
        const ids = (request.body as { ids: string[] }).ids;
        items = ids.map((id) => stored.find((b) => b._id === id)!);
      }
      return { status: 200, body: { items } };
    });
    renderAt('/vendedor/configuracoes/banners');
    expect(await screen.findByRole('heading', { level: 2, name: 'Verão' })).toBeInTheDocument();
    expect(screen.getByText('Até 06/03/2026 18:30')).toBeInTheDocument();
    expect(screen.getByText('A partir de 01/06/2026 00:00')).toBeInTheDocument();
    expect(screen.getByText('Agendado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover “Verão” para cima' })).toBeDisabled();

    screen.getByRole('button', { name: 'Mover “Inverno” para cima' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
        ids: [stored[1]!._id, stored[0]!._id],
      }),
    );
    expect(await screen.findByText('“Inverno” agora é o 1º.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mover “Inverno” para baixo' })).toHaveFocus(),
    );
  });

  it('opens a stored banner’s form with its dates as days and times', async () => {
    api.answer(() => ({ status: 200, body: { items: stored } }));
    renderAt(`/vendedor/configuracoes/banners/${stored[0]!._id}`);
    expect(await screen.findByLabelText('Título')).toHaveValue('Verão');
    expect(screen.getByLabelText('Fim: dia (dd/mm/aaaa)')).toHaveValue('06/03/2026');
    expect(screen.getByLabelText('Fim: hora (hh:mm)')).toHaveValue('18:30');
    expect(screen.getByLabelText('Link (opcional)')).toHaveValue('/categoria/vasos');
  });
});

describe('the banner routes', () => {
  it('open a stored banner’s form after the new banner’s form was opened', async () => {
    const user = userEvent.setup();
    api.answer(() => ({ status: 200, body: { items: stored } }));
    renderAt('/vendedor/configuracoes/banners/novo');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Novo banner' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Voltar aos banners' }));
    await user.click(await screen.findByRole('link', { name: 'Editar “Verão”' }));
    expect(await screen.findByLabelText('Título')).toHaveValue('Verão');
  });
});
