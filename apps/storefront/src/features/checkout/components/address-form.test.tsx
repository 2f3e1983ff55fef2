import { toast, Toaster } from '@vitrine/ui/toast';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../testing/render-route.tsx';
import AddressForm from './address-form.tsx';

// The CEP lookup of the new address (spec §5, §4, §8) against a real HTTP server whose
// answers the test lets go one at a time, so "while a lookup runs" is a state it can hold.
const lookups: { zip: string; answer: (status: number, body: unknown) => void }[] = [];
let server: ReturnType<typeof createServer>;
let apiBase = '';

beforeAll(async () => {
  server = createServer(async (request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      zip_code?: string;
    };
    lookups.push({
      zip: body.zip_code ?? '',
      answer: (status, json) =>
        response
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(json)),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  lookups.length = 0;
  // sonner keeps its toasts in a module of its own: none of another test's may show here.
  toast.dismiss();
});

function renderForm() {
  const user = userEvent.setup();
  renderInApp(
    <>
      <AddressForm recipient="Maria da Silva" onCreated={vi.fn()} />
      <Toaster />
    </>,
    { apiBase },
  );
  return { user, cep: screen.getByLabelText('CEP') };
}

const loader = () => screen.queryByText('Buscando o endereço do CEP…');

describe('AddressForm CEP lookup', () => {
  it('looks up only a complete CEP (9 characters), and never while one runs', async () => {
    const { user, cep } = renderForm();
    await user.type(cep, '0131010');
    expect(cep).toHaveValue('01310-10');
    expect(lookups).toHaveLength(0);

    await user.type(cep, '0');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(lookups[0]?.zip).toBe('01310-100');
    expect(loader()).toBeInTheDocument();

    // Changed to another complete CEP while the first is out: no second request.
    await user.type(cep, '{Backspace}1');
    expect(cep).toHaveValue('01310-101');
    expect(lookups).toHaveLength(1);

    await act(async () =>
      lookups[0]?.answer(200, {
        zip_code: '01310100',
        street: 'Avenida Paulista',
        complement: 'de 612 a 1510 - lado par',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Rua ou avenida')).toHaveValue('Avenida Paulista'),
    );
    expect(screen.getByLabelText('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    expect(screen.getByLabelText('Estado')).toHaveValue('SP');
    // The street's range is ViaCEP's note, not the shopper's complement.
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveValue('');
    expect(screen.getByLabelText('Número')).toHaveFocus();
    expect(loader()).toBeNull();
  });

  it('on a failure: the spec §8 toast, the loader off, every field editable', async () => {
    const { user, cep } = renderForm();
    await user.type(cep, '20040020');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(loader()).toBeInTheDocument();
    await act(async () =>
      lookups[0]?.answer(502, {
        code: 'cep_unavailable',
        message: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
      }),
    );
    expect(
      await screen.findByText('Não foi possível buscar os dados do seu CEP, tente novamente.'),
    ).toBeInTheDocument();
    expect(loader()).toBeNull();
    for (const label of ['Rua ou avenida', 'Número', 'Bairro', 'Cidade']) {
      const field = screen.getByLabelText(label);
      expect(field).toBeEnabled();
      expect(field).not.toHaveAttribute('readonly');
    }
    await user.type(screen.getByLabelText('Rua ou avenida'), 'Avenida Rio Branco');
    expect(screen.getByLabelText('Rua ou avenida')).toHaveValue('Avenida Rio Branco');
  });

  it('an unknown CEP is said next to the field, no toast', async () => {
    const { user, cep } = renderForm();
    await user.type(cep, '99999999');
    await waitFor(() => expect(lookups).toHaveLength(1));
    await act(async () =>
      lookups[0]?.answer(404, { code: 'cep_not_found', message: 'CEP não encontrado.' }),
    );
    await waitFor(() =>
      expect(cep).toHaveAccessibleDescription(
        /CEP não encontrado\. Confira o número ou preencha o endereço\./,
      ),
    );
    expect(screen.queryByText(/Não foi possível buscar/)).toBeNull();
  });
});
