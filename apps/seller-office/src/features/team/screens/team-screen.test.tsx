import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamMember } from '@vitrine/contract/team';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { teamRoutes } from '../routes.ts';

// The team screen through its route against a loopback API: the list, an invitation, a role
// change, a removal, and the API's refusals shown as it words them.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/equipe';

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d20',
    email: 'paula.mendes@loja-aurora.exemplo.com.br',
    first_name: 'Paula',
    last_name: 'Mendes',
    role: 'owner',
    status: 'active',
    is_me: true,
    created_at: '2026-01-01T12:00:00.000Z',
    two_factor: false,
    ...overrides,
  };
}
const ME = member({});
const RENATA = member({
  _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d21',
  email: 'renata.alves@loja-aurora.exemplo.com.br',
  first_name: 'Renata',
  last_name: 'Alves',
  role: 'sales',
  status: 'invited',
  is_me: false,
});
const team = (...items: TeamMember[]) => ({
  status: 200,
  body: { items, two_factor_required: false },
});

describe('TeamScreen', () => {
  it('lists the sellers with their role and situation, and offers no "Remover" on one’s own row', async () => {
    api.answer(() => team(ME, RENATA));
    renderRoutes(teamRoutes, SCREEN, api.url);
    const list = await screen.findByRole('list', { name: 'Vendedores da loja' });
    const [mine, hers] = within(list).getAllByRole('listitem');
    expect(mine).toHaveTextContent('Paula Mendes (você)');
    expect(within(mine!).getByLabelText('Papel')).toHaveValue('owner');
    expect(within(mine!).queryByRole('button', { name: /Remover/ })).toBeNull();
    expect(hers).toHaveTextContent('Situação: Convite enviado');
    expect(within(hers!).getByLabelText('Papel')).toHaveValue('sales');
    expect(within(hers!).getByRole('button', { name: 'Remover Renata Alves' })).toBeVisible();
  });

  it('names each role form by its seller’s e-mail too: two sellers may share a name', async () => {
    const namesake = member({
      _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d22',
      email: 'renata.alves@outra.exemplo.com.br',
      first_name: 'Renata',
      last_name: 'Alves',
      role: 'admin',
      is_me: false,
    });
    api.answer(() => team(ME, RENATA, namesake));
    renderRoutes(teamRoutes, SCREEN, api.url);
    const forms = await screen.findAllByRole('form', { name: /^Papel de Renata Alves/ });
    expect(forms.map((form) => form.getAttribute('aria-label'))).toEqual([
      'Papel de Renata Alves (renata.alves@loja-aurora.exemplo.com.br)',
      'Papel de Renata Alves (renata.alves@outra.exemplo.com.br)',
    ]);
  });

  it('invites a seller with a role and says where the link went', async () => {
    const user = userEvent.setup();
    const joana = member({
      _id: '6f1c1b0e-3a57-4b0e-9a36-2f1f0b3c4d22',
      email: 'joana.reis@exemplo.com.br',
      first_name: 'Joana',
      last_name: 'Reis',
      role: 'admin',
      status: 'invited',
      is_me: false,
    });
    api.answer((request) =>
      request.method === 'POST' ? { status: 201, body: joana } : team(ME, RENATA),
    );
    renderRoutes(teamRoutes, SCREEN, api.url);
    const form = await screen.findByRole('form', { name: 'Convidar vendedor' });
    await user.type(within(form).getByLabelText('Nome'), 'Joana');
    await user.type(within(form).getByLabelText('Sobrenome'), 'Reis');
    await user.type(within(form).getByLabelText('E-mail'), 'joana.reis@exemplo.com.br');
    await user.click(within(form).getByRole('radio', { name: /Administrador/ }));
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    expect(
      await screen.findByText('Convite enviado para joana.reis@exemplo.com.br.'),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      first_name: 'Joana',
      last_name: 'Reis',
      email: 'joana.reis@exemplo.com.br',
      role: 'admin',
    });
    expect(within(form).getByLabelText('Nome')).toHaveValue('');
  });

  it('puts an e-mail already on the team next to the e-mail input', async () => {
    const user = userEvent.setup();
    const taken = 'Já existe um vendedor com este e-mail nesta loja.';
    api.answer((request) =>
      request.method === 'POST'
        ? {
            status: 409,
            body: {
              code: 'seller_exists',
              message: taken,
              details: [{ path: 'email', message: taken }],
            },
          }
        : team(ME, RENATA),
    );
    renderRoutes(teamRoutes, SCREEN, api.url);
    const form = await screen.findByRole('form', { name: 'Convidar vendedor' });
    await user.type(within(form).getByLabelText('Nome'), 'Renata');
    await user.type(within(form).getByLabelText('Sobrenome'), 'Alves');
    await user.type(within(form).getByLabelText('E-mail'), RENATA.email);
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    const email = within(form).getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveFocus();
  });

  it('refuses an empty invitation in pt-BR without calling the API', async () => {
    const user = userEvent.setup();
    api.answer(() => team(ME));
    renderRoutes(teamRoutes, SCREEN, api.url);
    const form = await screen.findByRole('form', { name: 'Convidar vendedor' });
    await user.click(within(form).getByRole('button', { name: 'Enviar convite' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('changes a role, and shows the API’s refusal to leave the store without an owner', async () => {
    const user = userEvent.setup();
    const lastOwner =
      'A loja precisa de pelo menos um dono. Torne outra pessoa dona antes de mudar este papel.';
    api.answer((request) => {
      if (request.method !== 'PATCH') return team(ME, RENATA);
      return request.url.pathname.endsWith(ME._id)
        ? { status: 409, body: { code: 'last_owner', message: lastOwner } }
        : { status: 200, body: { ...RENATA, role: 'admin' } };
    });
    renderRoutes(teamRoutes, SCREEN, api.url);
    const hers = await screen.findByRole('form', {
      name: 'Papel de Renata Alves (renata.alves@loja-aurora.exemplo.com.br)',
    });
    const save = within(hers).getByRole('button', { name: 'Salvar papel' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(hers).getByLabelText('Papel'), 'admin');
    await user.click(save);
    expect(
      await screen.findByText(
        'Renata Alves agora é Administrador. Vale a partir da próxima ação no painel.',
      ),
    ).toBeVisible();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ role: 'admin' });

    const mine = screen.getByRole('form', {
      name: 'Papel de Paula Mendes (paula.mendes@loja-aurora.exemplo.com.br)',
    });
    await user.selectOptions(within(mine).getByLabelText('Papel'), 'sales');
    await user.click(within(mine).getByRole('button', { name: 'Salvar papel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(lastOwner);
  });

  it('removes a seller after asking, and says so', async () => {
    const user = userEvent.setup();
    let removed = false;
    api.answer((request) => {
      if (request.method === 'DELETE') {
        removed = true;
        return { status: 204, body: null };
      }
      return removed ? team(ME) : team(ME, RENATA);
    });
    renderRoutes(teamRoutes, SCREEN, api.url);
    await user.click(await screen.findByRole('button', { name: 'Remover Renata Alves' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remover Renata Alves da equipe?' });
    expect(dialog).toHaveTextContent('as sessões abertas terminam');
    await user.click(within(dialog).getByRole('button', { name: 'Remover da equipe' }));
    expect(await screen.findByText('Renata Alves foi removido da equipe.')).toBeVisible();
    expect(api.requests.find((r) => r.method === 'DELETE')?.url.pathname).toBe(
      `/team/sellers/${RENATA._id}`,
    );
    await waitFor(() => expect(screen.queryByText('Renata Alves')).toBeNull());
  });
});
