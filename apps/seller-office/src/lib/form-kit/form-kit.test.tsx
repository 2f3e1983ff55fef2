import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@vitrine/api-client/errors';
import { Button } from '@vitrine/ui/button';
import { ConfirmRemove } from '@vitrine/ui/confirm-remove';
import { FormTextField } from '@vitrine/ui/form-fields';
import { Toaster } from '@vitrine/ui/toast';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ScreenFeedback, useScreenFeedback } from './screen-feedback.tsx';
import { FormFailure, SettingsForm } from './settings-form.tsx';
import { useSettingsForm, type SettingsFormOptions } from './use-settings-form.ts';

// The office's form kit with a small form of its own: what every settings form and list
// screen that uses it gets (the features' screen tests check each one's words).

type Values = { name: string; email: string };
type Saved = { name: string; email: string; updated: string };

const schema = z.object({
  name: z.string().trim().min(1, 'Informe o nome.'),
  email: z.string().trim().min(1, 'Informe o e-mail.'),
});

const refusal = (details?: { path: string; message: string }[]) =>
  new ApiError(
    details ? 400 : 429,
    details ? 'invalid' : 'too_many',
    'Muitas tentativas.',
    details,
  );

type Options = Partial<SettingsFormOptions<Values, Values, Saved>>;

function StoreForm(options: Options) {
  const kit = useSettingsForm<Values, Values, Saved>({
    schema,
    defaultValues: { name: 'Loja Aurora', email: 'contato@aurora.exemplo.com.br' },
    fields: ['name', 'email'],
    save: async (body) => ({ ...body, updated: 'agora' }),
    saved: { toast: 'Dados salvos.' },
    ...options,
  });
  return (
    <SettingsForm kit={kit} aria-label="Dados da loja">
      <FormTextField<Values> name="name" label="Nome" />
      <FormTextField<Values> name="email" label="E-mail" />
      <FormFailure kit={kit} />
      <p role="status">{kit.notice}</p>
      <Button type="submit">Salvar</Button>
    </SettingsForm>
  );
}

function renderForm(options: Options = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <StoreForm {...options} />
            <Link to="/outra">Outra página</Link>
          </>
        ),
      },
      { path: '/outra', element: <h1>Outra página</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <>
      <Toaster />
      <RouterProvider router={router} />
    </>,
  );
  return router;
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('useSettingsForm', () => {
  it('places the API’s refusal on the fields it names, focus on the first', async () => {
    renderForm({
      save: () =>
        Promise.reject(
          refusal([
            { path: 'email', message: 'E-mail já usado por outra loja.' },
            { path: 'name', message: 'Nome já usado.' },
          ]),
        ),
    });
    await save();
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('E-mail já usado por outra loja.');
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome já usado.');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal no field takes as the form’s message, and moves focus to it', async () => {
    renderForm({ save: () => Promise.reject(refusal()) });
    await save();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Muitas tentativas.');
    expect(alert.parentElement).toHaveFocus();
  });

  it('checks the schema before sending anything', async () => {
    let sent = 0;
    renderForm({
      save: async (body) => {
        sent += 1;
        return { ...body, updated: 'agora' };
      },
    });
    await userEvent.clear(screen.getByLabelText('Nome'));
    await save();
    await waitFor(() =>
      expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe o nome.'),
    );
    expect(sent).toBe(0);
  });

  it('starts again from what was saved, says so in a toast, and leaves without asking', async () => {
    const router = renderForm({
      // The API's answer is the form's new start: here it tidies the e-mail.
      save: async (body) => ({ ...body, email: body.email.toLowerCase(), updated: 'agora' }),
      toFormValues: ({ name, email }) => ({ name, email }),
    });
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'VENDAS@AURORA.EXEMPLO.COM.BR');
    await save();
    expect(await screen.findByText('Dados salvos.')).toBeVisible();
    expect(email).toHaveValue('vendas@aurora.exemplo.com.br');
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    expect(await screen.findByRole('heading', { name: 'Outra página' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/outra');
  });

  it('keeps the success on screen in a status line when asked to', async () => {
    renderForm({ saved: { status: 'Dados salvos. A loja muda em até 1 minuto.' } });
    await userEvent.type(screen.getByLabelText('Nome'), ' Centro');
    await save();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Dados salvos. A loja muda em até 1 minuto.',
      ),
    );
  });

  it('asks before leaving with changes not saved, and stays when told to', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Nome'), ' Centro');
    await userEvent.click(screen.getByRole('link', { name: 'Outra página' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Nome')).toHaveValue('Loja Aurora Centro');
  });
});

/** A list whose rows go with a confirmation, as the banners, pages and team screens do. */
function Rows({ remove }: { remove: (name: string) => Promise<unknown> }) {
  const feedback = useScreenFeedback();
  const rows = ['Inverno', 'Verão'];
  return (
    <>
      <ScreenFeedback feedback={feedback} />
      <ul>
        {rows.map((name) => (
          <li key={name}>
            {name}
            <ConfirmRemove
              aria-label={`Excluir “${name}”`}
              title={`Excluir “${name}”?`}
              cancelLabel="Manter"
              onConfirm={() => feedback.remove(() => remove(name), `“${name}” excluído.`)}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useScreenFeedback with ConfirmRemove', () => {
  it('cancelled, removes nothing and gives focus back to the row’s button', async () => {
    const removed: string[] = [];
    render(<Rows remove={async (name) => void removed.push(name)} />);
    const button = screen.getByRole('button', { name: 'Excluir “Verão”' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).toEqual([]);
    expect(button).toHaveFocus();
  });

  it('confirmed, removes that row, says so and waits with focus on the message', async () => {
    const removed: string[] = [];
    render(<Rows remove={async (name) => void removed.push(name)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Excluir “Verão”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Excluir “Verão”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('“Verão” excluído.'));
    expect(removed).toEqual(['Verão']);
    expect(screen.getByRole('status').parentElement).toHaveFocus();
  });

  it('refused, shows the API’s words where focus waits', async () => {
    render(
      <Rows
        remove={() => Promise.reject(new ApiError(409, 'last_owner', 'A loja precisa de um dono.'))}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Excluir “Inverno”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A loja precisa de um dono.');
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(alert.parentElement).toHaveFocus();
  });
});
