import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { IDS, tree } from '../testing/builders.ts';
import { renderCatalog } from '../testing/render-catalog.tsx';

// The categories screen through its route against a loopback API: the tree, and the writes.
const api = setUpLoopbackApi();
const SCREEN = '/vendedor/catalogo/categorias';
const leaf = tree().items[0]!.children[1]!;

describe('CategoriesScreen', () => {
  it('moves a category with its "Descer" button and keeps the focus on it', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'PATCH'
        ? { status: 200, body: { ...leaf, _id: IDS.category, name: 'Camisetas', position: 1 } }
        : { status: 200, body: tree() },
    );
    renderCatalog(SCREEN, api.url);
    const down = await screen.findByRole('button', { name: 'Descer Camisetas' });
    expect(screen.getByRole('button', { name: 'Descer Calças' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    down.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ position: 1 }),
    );
    expect(api.requests.find((r) => r.method === 'PATCH')?.url.pathname).toBe(
      `/catalog/categories/${IDS.category}`,
    );
    expect(await screen.findByText('Camisetas agora é a 2ª da lista.')).toBeInTheDocument();
    expect(down).toHaveFocus();
  });

  it('shows why a department with categories is not deleted', async () => {
    const user = userEvent.setup();
    const inUse = 'A categoria tem produtos ou categorias dentro dela.';
    api.answer((request) =>
      request.method === 'DELETE'
        ? { status: 409, body: { code: 'category_in_use', message: inUse } }
        : { status: 200, body: tree() },
    );
    renderCatalog(SCREEN, api.url);
    await user.click(await screen.findByRole('button', { name: 'Excluir Roupas' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(inUse);
    expect(screen.getByRole('list', { name: /Árvore de categorias/ })).toHaveTextContent('Roupas');
  });

  it('creates a category under a department, the address made from its name', async () => {
    const user = userEvent.setup();
    api.answer((request) =>
      request.method === 'POST'
        ? { status: 201, body: { ...leaf, name: 'Bonés e Chapéus', slug: 'bones-e-chapeus' } }
        : { status: 200, body: tree() },
    );
    renderCatalog(SCREEN, api.url);
    const form = await screen.findByRole('form', { name: 'Nova categoria' });
    await user.type(within(form).getByLabelText('Nome'), 'Bonés e Chapéus');
    expect(within(form).getByLabelText('Endereço')).toHaveValue('bones-e-chapeus');
    await user.selectOptions(within(form).getByLabelText('Departamento'), IDS.department);
    await user.click(within(form).getByRole('button', { name: 'Criar categoria' }));
    expect(await screen.findByText('Categoria “Bonés e Chapéus” criada.')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      kind: 'product',
      name: 'Bonés e Chapéus',
      slug: 'bones-e-chapeus',
      description: '',
      parent_id: IDS.department,
    });
  });
});
