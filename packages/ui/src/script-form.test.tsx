import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from './forms/change-password-form.tsx';
import { MyDataForm } from './forms/my-data-form.tsx';
import { ScriptForm, ScriptSubmit, useHydrated } from './script-form.tsx';

const noop = async () => ({});
const ANA = { email: 'ana@exemplo.com', first_name: 'Ana', last_name: 'Souza', cpf: null };
const toRefusal = () => ({ code: 'x', message: 'x' });

function Probe({ seen }: { seen: boolean[] }) {
  seen.push(useHydrated());
  return null;
}

function Search({ onSubmit, seen = [] }: { onSubmit: () => void; seen?: boolean[] }) {
  return (
    <ScriptForm
      aria-label="Busca"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Probe seen={seen} />
      <input aria-label="CPF" name="cpf" />
      <ScriptSubmit>Enviar</ScriptSubmit>
    </ScriptForm>
  );
}

/** The server's HTML for `element`, put in the page as the browser gets it (not yet hydrated). */
function serverHtml(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

describe('ScriptForm', () => {
  it.each<[string, ReactElement]>([
    ['a ScriptForm', <Search onSubmit={() => {}} />],
    [
      'ChangePasswordForm',
      <ChangePasswordForm changePassword={noop} toRefusal={toRefusal} onChanged={() => {}} />,
    ],
    [
      'MyDataForm',
      <MyDataForm
        profile={ANA}
        fields={['cpf']}
        emailHint="O e-mail é o seu acesso."
        save={async () => ANA}
        toRefusal={toRefusal}
        onSaved={() => {}}
      />,
    ],
  ])(
    'in the server HTML, %s cannot be sent by the browser: its button disabled, by POST to no other address',
    (_name, element) => {
      const form = serverHtml(element).querySelector('form')!;
      expect(form.getAttribute('method')).toBe('post');
      expect(form.hasAttribute('action')).toBe(false);
      const submits = form.querySelectorAll('button[type="submit"]');
      expect(submits).toHaveLength(1);
      expect(submits[0]).toBeDisabled();
    },
  );

  it('enables its button once hydrated, with no mismatch, and sends through its own handler', async () => {
    const onSubmit = vi.fn();
    const seen: boolean[] = [];
    const container = serverHtml(<Search onSubmit={onSubmit} seen={[]} />);
    const recovered = vi.fn();
    await act(async () => {
      hydrated = hydrateRoot(container, <Search onSubmit={onSubmit} seen={seen} />, {
        onRecoverableError: recovered,
      });
    });
    expect(seen).toEqual([false, true]);
    expect(recovered).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('rendered by the browser (the office, a client navigation), is enabled from the first render', () => {
    const seen: boolean[] = [];
    render(<Search onSubmit={() => {}} seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});
