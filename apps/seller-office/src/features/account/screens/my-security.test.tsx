import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { sellerProfileFixture } from '../../../testing/seller-profile.ts';
import { accountRoutes } from '../routes.ts';

// Minha conta → Segurança through its route against a loopback API: turning two-step
// verification on (password, QR code and key, first code, recovery codes shown once), a wrong
// code under its field, and a store that requires it.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/minha-conta/seguranca';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '2')}`);

function answers(state: { enabled: boolean; required?: boolean; setupRequired?: boolean }) {
  return (request: { method: string; path: string; body: unknown }) => {
    const path = request.path.split('?')[0];
    if (path === '/sellers/me')
      return {
        status: 200,
        body: {
          ...sellerProfileFixture('admin'),
          two_factor_setup_required: !!state.setupRequired,
        },
      };
    if (path === '/sellers/me/two-factor')
      return {
        status: 200,
        body: {
          enabled: state.enabled,
          confirmed_at: state.enabled ? '2026-11-30T12:00:00.000Z' : null,
          recovery_codes_left: state.enabled ? 10 : 0,
          required_by_store: !!state.required,
        },
      };
    if (path === '/sellers/me/two-factor/setup')
      return (request.body as { password: string }).password === 'Senha@123'
        ? {
            status: 200,
            body: {
              secret: SECRET,
              otpauth_uri: `otpauth://totp/Vitrine:renata?secret=${SECRET}`,
              qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>',
            },
          }
        : { status: 400, body: { code: 'wrong_password', message: 'A senha atual não confere.' } };
    if (path === '/sellers/me/two-factor/confirm') {
      if ((request.body as { code: string }).code !== '123456') {
        return {
          status: 400,
          body: { code: 'invalid_two_factor_code', message: 'Código inválido ou já usado.' },
        };
      }
      state.enabled = true;
      return { status: 200, body: { recovery_codes: CODES } };
    }
    return { status: 404, body: { code: 'not_found', message: '' } };
  };
}

describe('MySecurityScreen', () => {
  it('turns two-step verification on and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    api.answer(answers({ enabled: false }));
    renderRoutes(accountRoutes, SCREEN, api.url);
    expect(await screen.findByText('Desativada.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Ativar a verificação em duas etapas' }));

    const password = await screen.findByLabelText('Sua senha');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'errada');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('A senha atual não confere.')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'Senha@123');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The key to type by hand, in groups of four as the apps show it.
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = screen.getByLabelText('Código do aplicativo');
    await waitFor(() => expect(code).toHaveFocus());
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByText('Código inválido ou já usado.')).toBeVisible();
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));

    const list = await screen.findByRole('list', { name: 'Códigos de recuperação' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Seus códigos de recuperação' })).toHaveFocus(),
    );
    expect(api.requests.find((r) => r.path.endsWith('/confirm') && r.body)?.body).toEqual({
      code: '000000',
    });
    await user.click(screen.getByRole('button', { name: 'Já guardei meus códigos' }));
    expect(screen.queryByRole('list', { name: 'Códigos de recuperação' })).toBeNull();
    expect(await screen.findByText('Ativada desde 30/11/2026.')).toBeVisible();
  });

  it('says the store requires it, and offers no way to turn it off', async () => {
    api.answer(answers({ enabled: true, required: true }));
    renderRoutes(accountRoutes, SCREEN, api.url);
    expect(
      await screen.findByText(
        'A loja exige a verificação em duas etapas: ela não pode ser desativada.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(screen.getByText('Restam 10 códigos de recuperação.')).toBeVisible();
  });

  it('tells a seller the store holds back why they are here', async () => {
    api.answer(answers({ enabled: false, setupRequired: true }));
    renderRoutes(accountRoutes, SCREEN, api.url);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A loja exige a verificação em duas etapas de toda a equipe',
    );
  });
});
