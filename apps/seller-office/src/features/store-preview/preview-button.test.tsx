import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLoopbackApi, type LoopbackApi } from '../../testing/loopback-api.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { PreviewButton } from './preview-button.tsx';

// "Ver prévia da loja" through the real API client against a loopback server answering
// POST /store-preview/grants as the API does.
let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
});
afterAll(() => api.close());
afterEach(() => {
  vi.restoreAllMocks();
  api.requests.length = 0;
});

const URL_TO_OPEN = 'http://atelie.vitrine.localhost:3000/_previa/abc123';

/** The tab window.open gives (what the test reads of it). */
function aTab() {
  return { opener: window as Window | null, location: { href: 'about:blank' }, close: vi.fn() };
}

describe('PreviewButton', () => {
  it('opens a tab in the click, asks the API for the one-time link, and sends the tab there', async () => {
    const tab = aTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.answer(() => ({
      status: 201,
      body: { url: URL_TO_OPEN, expires_at: '2026-11-30T12:02:00.000Z' },
    }));
    renderScreen(<PreviewButton />, { apiBase: api.url });
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia da loja' }));
    await waitFor(() => expect(tab.location.href).toBe(URL_TO_OPEN));
    expect(open).toHaveBeenCalledWith('', '_blank');
    // The store's page cannot reach back into the office.
    expect(tab.opener).toBeNull();
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /store-preview/grants',
    ]);
  });

  it('closes the tab and says so when the API does not give the link', async () => {
    const tab = aTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    api.answer(() => ({ status: 503, body: { code: 'unavailable', message: 'fora do ar' } }));
    renderScreen(<PreviewButton />, { apiBase: api.url });
    await userEvent.click(screen.getByRole('button', { name: 'Ver prévia da loja' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível abrir a prévia agora. Tente de novo em instantes.',
    );
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('about:blank');
  });
});
