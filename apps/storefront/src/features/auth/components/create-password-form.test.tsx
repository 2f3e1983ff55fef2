import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-route.tsx';
import { CreatePasswordForm } from './create-password-form.tsx';

function renderForm() {
  const onCreated = vi.fn();
  renderInApp(
    <CreatePasswordForm
      token="tok_1"
      email="ana@exemplo.com"
      refusedCode={null}
      onCreated={onCreated}
      onInvalidLink={vi.fn()}
    />,
    { apiBase: 'http://127.0.0.1:9' },
  );
  return { user: userEvent.setup(), onCreated };
}

const password = () => screen.getByLabelText('Nova senha');
const confirmation = () => screen.getByLabelText('Confirme a nova senha');
const submit = () => screen.getByRole('button', { name: 'Criar senha e entrar' });

/** Each spec §5 rule as the list shows it now: met or missing. */
function rules() {
  const list = screen.getByText('A senha precisa ter:').parentElement!;
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.textContent!.replace(/^[✓•]| \((atendido|falta)\)$/g, ''), item]),
  );
}
const met = (item: HTMLElement) => item.getAttribute('data-met') === 'true';

describe('CreatePasswordForm', () => {
  it.each([
    ['', []],
    ['abc', []],
    ['abcdef', ['pelo menos 6 caracteres']],
    ['Abcdef', ['pelo menos 6 caracteres', 'uma letra maiúscula']],
    ['Abcde1', ['pelo menos 6 caracteres', 'uma letra maiúscula', 'um número']],
    ['Ab1!', ['uma letra maiúscula', 'um número', 'um caractere especial (como ! @ # $ % & *)']],
  ])('with %j typed, marks met exactly %j (spec §5, as it is typed)', async (typed, expected) => {
    const { user } = renderForm();
    if (typed) await user.type(password(), typed);
    const shown = rules();
    expect(Object.keys(shown)).toHaveLength(4);
    const metRules = Object.entries(shown)
      .filter(([, item]) => met(item))
      .map(([name]) => name);
    expect(metRules.sort()).toEqual([...expected].sort());
    for (const [, item] of Object.entries(shown)) {
      expect(item).toHaveTextContent(met(item) ? '(atendido)' : '(falta)');
    }
  });

  it('turns every rule met when the password is good, and the input is described by them', async () => {
    const { user } = renderForm();
    await user.type(password(), 'Senha@123');
    expect(Object.values(rules()).every(met)).toBe(true);
    expect(password()).toHaveAccessibleDescription(/A senha precisa ter:/);
  });

  it('refuses a password breaking a rule, with the rule next to the field, focused', async () => {
    const { user, onCreated } = renderForm();
    await user.type(password(), 'senha@123');
    await user.type(confirmation(), 'senha@123');
    await user.click(submit());
    await waitFor(() =>
      expect(password()).toHaveAccessibleDescription(
        /A senha deve ter pelo menos uma letra maiúscula\./,
      ),
    );
    await waitFor(() => expect(password()).toHaveFocus());
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs, next to the confirmation', async () => {
    const { user, onCreated } = renderForm();
    await user.type(password(), 'Senha@123');
    await user.type(confirmation(), 'Senha@124');
    await user.click(submit());
    await waitFor(() =>
      expect(confirmation()).toHaveAccessibleDescription('As senhas não conferem.'),
    );
    await waitFor(() => expect(confirmation()).toHaveFocus());
    expect(password()).not.toHaveAttribute('aria-invalid');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('says so when the store does not answer, and lets the shopper try again', async () => {
    const { user, onCreated } = renderForm();
    await user.type(password(), 'Senha@123');
    await user.type(confirmation(), 'Senha@123');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Não foi possível falar com a loja/);
    expect(submit()).not.toHaveAttribute('aria-busy');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
