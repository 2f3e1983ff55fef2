import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { IDS, product, tree } from '../testing/builders.ts';
import { renderCatalog } from '../testing/render-catalog.tsx';

// The new-product form through its route, against a loopback API that answers the category
// tree, the create (POST /catalog/products) and then the product it created.
const api = setUpLoopbackApi();
const NEW = '/vendedor/catalogo/produtos/novo';
const posted = () =>
  api.requests.find((r) => r.method === 'POST' && r.url.pathname === '/catalog/products')
    ?.body as Record<string, unknown> & { variations: Record<string, unknown>[] };

beforeEach(() => {
  api.answer((request) => {
    if (request.url.pathname === '/catalog/categories') return { status: 200, body: tree() };
    if (request.method === 'POST') return { status: 201, body: product({ status: 'active' }) };
    return { status: 200, body: product({ status: 'active' }) };
  });
});

async function addOption(user: UserEvent, index: number, name: string, values: string[]) {
  await user.click(screen.getByRole('button', { name: 'Adicionar opção' }));
  // The new option's name takes the focus: the seller types it at once.
  const nameField = screen.getByLabelText(`Nome da opção ${index + 1}`);
  await waitFor(() => expect(nameField).toHaveFocus());
  await user.type(nameField, name);
  await user.tab();
  const valueField = screen.getByLabelText(`Novo valor de ${name}`);
  for (const value of values) await user.type(valueField, `${value}{Enter}`);
}

describe('NewProductScreen', () => {
  it('makes the address from the name until the seller types one', async () => {
    const user = userEvent.setup();
    renderCatalog(NEW, api.url);
    await user.type(await screen.findByLabelText('Nome'), 'Camiseta Básica');
    expect(screen.getByLabelText('Endereço na loja')).toHaveValue('camiseta-basica');
    await user.clear(screen.getByLabelText('Endereço na loja'));
    await user.type(screen.getByLabelText('Endereço na loja'), 'camiseta');
    await user.type(screen.getByLabelText('Nome'), ' Azul');
    expect(screen.getByLabelText('Endereço na loja')).toHaveValue('camiseta');
  });

  it('generates a row per combination of 2 options × 3 values, and keeps typed prices when a value goes', async () => {
    const user = userEvent.setup();
    renderCatalog(NEW, api.url);
    await screen.findByLabelText('Nome');
    await addOption(user, 0, 'Cor', ['Azul', 'Verde', 'Preto']);
    await addOption(user, 1, 'Tamanho', ['P', 'M', 'G']);
    const table = screen.getByRole('table', { name: /Variações do produto/ });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([
      'Azul / P',
      'Azul / M',
      'Azul / G',
      'Verde / P',
      'Verde / M',
      'Verde / G',
      'Preto / P',
      'Preto / M',
      'Preto / G',
    ]);
    await user.type(screen.getByLabelText('Preço de Verde / M'), '5990');
    await user.click(screen.getByRole('button', { name: 'Remover o valor Azul' }));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(6);
    // The button pressed went with its value: the focus waits in the option's new value.
    await waitFor(() => expect(screen.getByLabelText('Novo valor de Cor')).toHaveFocus());
    expect(screen.getByLabelText('Preço de Verde / M')).toHaveValue('59,90');
    await user.click(screen.getByRole('button', { name: 'Remover a opção Tamanho' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Adicionar opção' })).toHaveFocus(),
    );
  });

  it('sends the contract body on "Publicar" and lands on the edit screen saying when it shows', async () => {
    const user = userEvent.setup();
    const { router } = renderCatalog(NEW, api.url);
    await user.type(await screen.findByLabelText('Nome'), 'Camiseta básica');
    await user.selectOptions(screen.getByLabelText('Categoria'), IDS.category);
    await addOption(user, 0, 'Cor', ['Azul', 'Verde']);
    for (const colour of ['Azul', 'Verde']) {
      await user.type(screen.getByLabelText(`SKU de ${colour}`), `cam-${colour.slice(0, 2)}`);
      await user.type(screen.getByLabelText(`Preço de ${colour}`), '4990');
      await user.type(screen.getByLabelText(`Estoque inicial de ${colour}`), '10');
      await user.type(screen.getByLabelText(`Peso de ${colour} em gramas`), '200');
    }
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/vendedor/catalogo/produtos/${IDS.product}`),
    );
    expect(posted()).toMatchObject({
      kind: 'product',
      name: 'Camiseta básica',
      slug: 'camiseta-basica',
      category_id: IDS.category,
      status: 'active',
      options: [{ name: 'Cor', values: ['Azul', 'Verde'] }],
    });
    expect(posted().variations).toEqual([
      expect.objectContaining({
        code: 'CAM-AZ',
        options: { Cor: 'Azul' },
        price: 49.9,
        stock: 10,
        weight_grams: 200,
        sold: true,
      }),
      expect.objectContaining({
        code: 'CAM-VE',
        options: { Cor: 'Verde' },
        price: 49.9,
        stock: 10,
        weight_grams: 200,
      }),
    ]);
    // The form pressed is gone: the notice on the edit screen has the focus.
    const notice = await screen.findByText('Salvo. Aparece na loja em até 1 minuto.');
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('asks for the initial stock and the price before sending anything', async () => {
    const user = userEvent.setup();
    renderCatalog(NEW, api.url);
    await user.type(await screen.findByLabelText('Nome'), 'Caneca');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByLabelText('Estoque inicial de Única')).toHaveAccessibleDescription(
      'Informe o estoque inicial.',
    );
    expect(screen.getByLabelText('Preço de Única')).toHaveAccessibleDescription(/maior que zero/);
    expect(posted()).toBeUndefined();
  });

  it('puts a SKU the store already has on the SKU field of the variation the refusal names', async () => {
    const user = userEvent.setup();
    const message = 'O SKU CAN-2 já é usado em outro produto desta loja. Escolha outro.';
    api.answer((request) =>
      request.url.pathname === '/catalog/categories'
        ? { status: 200, body: tree() }
        : {
            status: 409,
            body: { code: 'sku_taken', message, details: [{ path: 'variations.1.code', message }] },
          },
    );
    renderCatalog(NEW, api.url);
    await user.type(await screen.findByLabelText('Nome'), 'Caneca');
    await addOption(user, 0, 'Cor', ['Azul', 'Verde']);
    for (const [index, color] of ['Azul', 'Verde'].entries()) {
      await user.type(screen.getByLabelText(`SKU de ${color}`), `can-${index + 1}`);
      await user.type(screen.getByLabelText(`Preço de ${color}`), '3000');
      await user.type(screen.getByLabelText(`Estoque inicial de ${color}`), '5');
    }
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    const sku = screen.getByLabelText('SKU de Verde');
    await waitFor(() => expect(sku).toHaveAccessibleDescription(/O SKU CAN-2 já é usado/));
    expect(sku).toHaveFocus();
    expect(screen.getByLabelText('SKU de Azul')).not.toHaveAccessibleDescription(/já é usado/);
  });
});
