import { toast, Toaster } from '@vitrine/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@vitrine/contract/addresses';
import { hydrateInApp, renderInApp } from '../../testing/render-route.tsx';
import { AddressForm, type AddressFormPlacement } from './address-form.tsx';

// The address form of the account's addresses ('page') and of the pay page ('section'): the CEP
// lookup (spec §5, §4, §8) and the save, against a real HTTP server whose CEP answers the test
// lets go one at a time, so "while a lookup runs" is a state it can hold.
const lookups: { zip: string; answer: (status: number, body: unknown) => void }[] = [];
const saves: { method: string; path: string; body: Record<string, unknown> }[] = [];
let server: ReturnType<typeof createServer>;
let apiBase = '';

beforeAll(async () => {
  server = createServer(async (request, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as {
      zip_code?: string;
    };
    if (!request.url?.endsWith('/api/get_address')) {
      // An address saved: the API answers it back with its id.
      saves.push({ method: request.method ?? '', path: request.url ?? '', body });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: 'address-9', ...body }));
      return;
    }
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
  saves.length = 0;
  // sonner keeps its toasts in a module of its own: none of another test's may show here.
  toast.dismiss();
});

function renderForm(
  placement: AddressFormPlacement = 'section',
  props: { address?: Address; onCancel?: () => void } = {},
) {
  const user = userEvent.setup();
  const onSaved = vi.fn();
  renderInApp(
    <>
      <AddressForm recipient="Maria da Silva" placement={placement} onSaved={onSaved} {...props} />
      <Toaster />
    </>,
    { apiBase },
  );
  return { user, onSaved, cep: screen.getByLabelText('CEP') };
}

const loader = () => screen.queryByText('Buscando o endereço do CEP…');

const placements = ['section', 'page'] as const;

describe.each(placements)('AddressForm (%s) CEP lookup', (placement) => {
  it('looks up only a complete CEP (9 characters), and never while one runs', async () => {
    const { user, cep } = renderForm(placement);
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

  it('on a failure: the spec §8 toast, the loader off, the state of the CEP range, every field editable', async () => {
    const { user, cep } = renderForm(placement);
    await user.type(cep, '20040020');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(loader()).toBeInTheDocument();
    await act(async () =>
      lookups[0]?.answer(502, {
        code: 'cep_unavailable',
        message: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
        details: { state: 'RJ' },
      }),
    );
    expect(
      await screen.findByText('Não foi possível buscar os dados do seu CEP, tente novamente.'),
    ).toBeInTheDocument();
    expect(loader()).toBeNull();
    expect(screen.getByLabelText('Estado')).toHaveValue('RJ');
    for (const label of ['Rua ou avenida', 'Número', 'Bairro', 'Cidade']) {
      const field = screen.getByLabelText(label);
      expect(field).toBeEnabled();
      expect(field).not.toHaveAttribute('readonly');
    }
    await user.type(screen.getByLabelText('Rua ou avenida'), 'Avenida Rio Branco');
    expect(screen.getByLabelText('Rua ou avenida')).toHaveValue('Avenida Rio Branco');
  });

  it('an unknown CEP is said next to the field, no toast', async () => {
    const { user, cep } = renderForm(placement);
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

describe('AddressForm typed into before hydration', () => {
  it('looks the CEP up once the form is live, once', async () => {
    await hydrateInApp(
      <AddressForm recipient="Maria da Silva" placement="section" onSaved={vi.fn()} />,
      {
        apiBase,
        // The shopper's keys in the server's HTML: no mask, no form yet.
        beforeHydration: (page) => {
          within(page).getByLabelText<HTMLInputElement>('CEP').value = '01310100';
        },
      },
    );
    const cep = screen.getByLabelText('CEP');
    expect(cep).toHaveValue('01310-100');
    await waitFor(() => expect(lookups).toHaveLength(1));
    expect(lookups[0]?.zip).toBe('01310-100');
    expect(loader()).toBeInTheDocument();
    await act(async () =>
      lookups[0]?.answer(200, {
        zip_code: '01310100',
        street: 'Avenida Paulista',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('Rua ou avenida')).toHaveValue('Avenida Paulista'),
    );
    expect(lookups).toHaveLength(1);
  });
});

const paulista: Address = {
  id: 'address-1',
  recipient: 'Maria da Silva',
  zip_code: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  is_default: true,
};

describe('AddressForm city and state', () => {
  it('page: the city is one of the chosen state’s, and a new state empties it', async () => {
    const { user } = renderForm('page', { address: paulista });
    // By label, not by role: a state's hundreds of options make role queries slow in jsdom.
    const city = screen.getByLabelText<HTMLSelectElement>('Cidade');
    expect(city).toBeInstanceOf(HTMLSelectElement);
    expect(city).toHaveValue('São Paulo');
    await user.selectOptions(screen.getByLabelText('Estado'), 'MG');
    expect(city).toHaveValue('');
    expect(city.options[0]?.textContent).toBe('Escolha a cidade');
    await user.selectOptions(city, 'Belo Horizonte');
    expect(city).toHaveValue('Belo Horizonte');
  });

  it('page: no city to choose before a state is', () => {
    renderForm('page');
    const city = screen.getByLabelText<HTMLSelectElement>('Cidade');
    expect([...city.options].map((option) => option.textContent)).toEqual([
      'Escolha o estado primeiro',
    ]);
  });

  it('section: the city is typed, and choosing the state keeps it', async () => {
    const { user } = renderForm('section');
    expect(screen.getByLabelText('Cidade')).toBeInstanceOf(HTMLInputElement);
    await user.type(screen.getByLabelText('Cidade'), 'Rio de Janeiro');
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Rio de Janeiro');
  });
});

describe('AddressForm save', () => {
  it('a new one: POSTed whole, then onSaved with the API’s answer', async () => {
    const { user, onSaved } = renderForm('section');
    expect(screen.getByRole('heading', { level: 3, name: 'Novo endereço' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome de quem vai receber')).toHaveValue('Maria da Silva');
    await user.type(screen.getByLabelText('CEP'), '20040020');
    await waitFor(() => expect(lookups).toHaveLength(1));
    await act(async () =>
      lookups[0]?.answer(502, { code: 'cep_unavailable', message: 'Indisponível.' }),
    );
    await waitFor(() => expect(loader()).toBeNull());
    await user.type(screen.getByLabelText('Rua ou avenida'), 'Avenida Rio Branco');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.type(screen.getByLabelText('Bairro'), 'Centro');
    await user.type(screen.getByLabelText('Cidade'), 'Rio de Janeiro');
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([
      {
        method: 'POST',
        path: '/auth_customers/address',
        body: expect.objectContaining({
          recipient: 'Maria da Silva',
          street: 'Avenida Rio Branco',
          city: 'Rio de Janeiro',
          state: 'RJ',
          is_default: false,
        }) as unknown,
      },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: 'address-9', number: '1' });
  });

  it('an edited one: its fields to start from, PUT to its id, then onSaved', async () => {
    const { user, onSaved } = renderForm('page', { address: paulista, onCancel: vi.fn() });
    expect(screen.getByRole('heading', { level: 2, name: 'Editar endereço' })).toBeInTheDocument();
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
    expect(screen.getByLabelText('Complemento (opcional)')).toHaveValue('apto 12');
    await user.clear(screen.getByLabelText('Número'));
    await user.type(screen.getByLabelText('Número'), '20');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saves).toEqual([
      {
        method: 'PUT',
        path: '/auth_customers/address/address-1',
        body: expect.objectContaining({
          number: '20',
          city: 'São Paulo',
          is_default: true,
        }) as unknown,
      },
    ]);
    expect(lookups).toHaveLength(0);
  });

  it('saves nothing while a field breaks the contract’s rule: the first one takes the focus', async () => {
    const { user, onSaved } = renderForm('page');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    await waitFor(() => expect(screen.getByLabelText('CEP')).toHaveFocus());
    expect(screen.getByLabelText('CEP')).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers "Cancelar" only with somewhere to go back to', async () => {
    const onCancel = vi.fn();
    const { user } = renderForm('section', { onCancel });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no "Cancelar" when it is the only way forward', () => {
    renderForm('section');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});
