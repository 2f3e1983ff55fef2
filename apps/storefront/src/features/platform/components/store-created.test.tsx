import { render, screen } from '@testing-library/react';
import type { SignedUpStore } from '@vitrine/contract/store-sign-up';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreCreated } from './store-created.tsx';

// The hand-off to the new store's office, whose host no cookie of the platform's reaches: the
// page posts the sign-up's single-use code there, once, by a real form (the browser's Origin).
const CREATED: SignedUpStore = {
  store: {
    _id: '7d0f6b8e-3c2a-4c1e-9b5d-2f1e0a9c8b7d',
    slug: 'atelie-da-ana',
    name: 'Ateliê da Ana',
    host: 'atelie-da-ana.vitrine.test',
    url: 'http://atelie-da-ana.vitrine.test:3000/',
    status: 'draft',
  },
  office_login: {
    url: 'http://atelie-da-ana.vitrine.test:3001/vendedor/entrar',
    code: 'codigo-de-uso-unico',
    expires_at: '2026-11-29T12:05:00.000Z',
  },
  account: {
    _id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    email: 'ana@exemplo.com.br',
    first_name: 'Ana',
    last_name: 'Souza',
    store_id: '7d0f6b8e-3c2a-4c1e-9b5d-2f1e0a9c8b7d',
  },
  message: 'Sua loja foi criada. Enviamos um link para ana@exemplo.com.br.',
};

afterEach(() => vi.restoreAllMocks());

describe('StoreCreated', () => {
  it('says where the store is and that the e-mail went, then posts the code to its office once', () => {
    // jsdom navigates nowhere: the submission itself is what is checked.
    const submitted = vi
      .spyOn(HTMLFormElement.prototype, 'requestSubmit')
      .mockImplementation(() => {});
    render(
      <StrictMode>
        <StoreCreated created={CREATED} />
      </StrictMode>,
    );

    expect(screen.getByRole('heading', { name: 'Sua loja foi criada' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(CREATED.message);
    expect(screen.getByRole('link', { name: 'atelie-da-ana.vitrine.test' })).toHaveAttribute(
      'href',
      'http://atelie-da-ana.vitrine.test:3000/',
    );
    const button = screen.getByRole('button', { name: 'Ir para o painel da loja' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', CREATED.office_login.url);
    expect(Object.fromEntries(new FormData(form))).toEqual({ code: 'codigo-de-uso-unico' });
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.contexts[0]).toBe(form);
  });
});
