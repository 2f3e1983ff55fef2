import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpLoopbackApi } from '../../../testing/loopback-api.ts';
import { IDS, listPage, product, tree } from '../testing/builders.ts';
import { renderCatalog } from '../testing/render-catalog.tsx';

// The edit screen through its route, against a loopback API answering the product, the tree,
// the product's history, the variation's stock history, and the writes each test sets.
const api = setUpLoopbackApi();
const EDIT = `/vendedor/catalogo/produtos/${IDS.product}`;
const emptyPage = { items: [], page: 1, per_page: 20, total: 0, total_pages: 0 };

type Answer = { status: number; body: unknown };
function answerWith(
  write: (path: string, method: string, body: unknown) => Answer | undefined,
  stock = 7,
) {
  api.answer((request) => {
    const path = request.url.pathname;
    const written =
      request.method === 'GET' ? undefined : write(path, request.method, request.body);
    if (written) return written;
    if (path === '/catalog/categories') return { status: 200, body: tree() };
    if (path === '/catalog/products') return { status: 200, body: listPage([]) };
    if (path.endsWith('/history')) return { status: 200, body: emptyPage };
    if (path.endsWith('/stock-history')) {
      return {
        status: 200,
        body: { ...emptyPage, variation_id: IDS.variation, code: 'CAM-001-AZ', stock },
      };
    }
    return { status: 200, body: product({ status: 'active' }) };
  });
}

describe('EditProductScreen', () => {
  it('sends the whole product with the version it loaded and says when the store shows it', async () => {
    const user = userEvent.setup();
    answerWith((path, method) =>
      method === 'PUT'
        ? {
            status: 200,
            body: product({ status: 'active', updated_at: '2025-03-15T10:00:00.000Z' }),
          }
        : undefined,
    );
    renderCatalog(EDIT, api.url);
    const price = await screen.findByLabelText('Preço de Azul');
    await user.clear(price);
    await user.type(price, '5990');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // The form starts again from the saved product: the focus waits on the notice.
    const notice = await screen.findByText('Salvo. Aparece na loja em até 1 minuto.');
    await waitFor(() => expect(notice).toHaveFocus());
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.url.pathname).toBe(`/catalog/products/${IDS.product}`);
    expect(put?.body).toMatchObject({
      status: 'active',
      expected_updated_at: '2025-03-14T13:05:00.000Z',
      variations: [
        { _id: IDS.variation, code: 'CAM-001-AZ', price: 59.9, stock: null },
        { _id: IDS.variation2, code: 'CAM-001-VE', price: 49.9, stock: null },
      ],
    });
  });

  it('refuses to delete a product with orders and offers to archive it', async () => {
    const user = userEvent.setup();
    answerWith((path, method) => {
      if (method === 'DELETE') {
        return {
          status: 409,
          body: { code: 'product_has_orders', message: 'Produto com pedidos.' },
        };
      }
      if (path.endsWith('/status')) return { status: 200, body: product({ status: 'archived' }) };
      return undefined;
    });
    renderCatalog(EDIT, api.url);
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Excluir' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este produto tem vendas e não pode ser excluído');
    await user.click(within(alert).getByRole('button', { name: 'Arquivar em vez de excluir' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.url.pathname.endsWith('/status'))?.body).toEqual({
        status: 'archived',
      }),
    );
    expect(
      await screen.findByText('Produto arquivado: sai da loja em até 1 minuto.'),
    ).toBeInTheDocument();
  });

  it('leaves at once, tab closing included, when nothing changed', async () => {
    const user = userEvent.setup();
    answerWith(() => undefined);
    renderCatalog(EDIT, api.url);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await user.click(await screen.findByRole('link', { name: 'Voltar para os produtos' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/vendedor\/catalogo\/produtos$/),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(unload()).toBe(false);
  });

  it('asks before leaving with changes not saved (a dialog in the office, the browser on closing the tab); "Continuar editando" keeps them', async () => {
    const user = userEvent.setup();
    answerWith(() => undefined);
    renderCatalog(EDIT, api.url);
    const name = await screen.findByLabelText('Nome');
    await user.type(name, ' Premium');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Voltar para os produtos' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByTestId('where')).toHaveTextContent(EDIT);
    expect(screen.getByLabelText('Nome')).toHaveValue('Camiseta básica Premium');
    await user.click(screen.getByRole('link', { name: 'Voltar para os produtos' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/vendedor\/catalogo\/produtos$/),
    );
  });

  it('takes an active product back to draft, beside archiving it', async () => {
    const user = userEvent.setup();
    answerWith((path) =>
      path.endsWith('/status') ? { status: 200, body: product({ status: 'draft' }) } : undefined,
    );
    renderCatalog(EDIT, api.url);
    const actions = await screen.findByRole('region', { name: 'Ações' });
    expect(within(actions).getByRole('button', { name: 'Arquivar' })).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Voltar para rascunho' }));
    // Its button went with the status: the focus waits on the notice.
    const notice = await screen.findByText(
      'Produto de volta para rascunho: sai da loja em até 1 minuto.',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    const status = api.requests.find((r) => r.url.pathname.endsWith('/status'));
    expect(status?.url.pathname).toBe(`/catalog/products/${IDS.product}/status`);
    expect(status?.body).toEqual({ status: 'draft' });
  });

  it('asks before an action that would drop changes not saved; "Continuar editando" sends nothing', async () => {
    const user = userEvent.setup();
    answerWith((path) =>
      path.endsWith('/status') ? { status: 200, body: product({ status: 'archived' }) } : undefined,
    );
    renderCatalog(EDIT, api.url);
    await user.type(await screen.findByLabelText('Nome'), ' Premium');
    const actions = screen.getByRole('region', { name: 'Ações' });
    await user.click(within(actions).getByRole('button', { name: 'Arquivar' }));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Descartar as alterações não salvas?',
    });
    expect(within(ask).getByRole('button', { name: 'Continuar editando' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.getByLabelText('Nome')).toHaveValue('Camiseta básica Premium');
    expect(api.requests.some((r) => r.url.pathname.endsWith('/status'))).toBe(false);

    await user.click(within(actions).getByRole('button', { name: 'Arquivar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Descartar e continuar',
      }),
    );
    expect(
      await screen.findByText('Produto arquivado: sai da loja em até 1 minuto.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.url.pathname.endsWith('/status'))?.body).toEqual({
      status: 'archived',
    });
  });

  it('sends "Definir estoque" with the count seen, and on a change meanwhile shows the count now', async () => {
    const user = userEvent.setup();
    let sets = 0;
    answerWith((path) => {
      if (!path.endsWith('/stock')) return undefined;
      sets += 1;
      return sets === 1
        ? {
            status: 409,
            body: { code: 'stock_changed', message: 'O estoque mudou.', details: { stock: 4 } },
          }
        : {
            status: 200,
            body: {
              variation_id: IDS.variation,
              stock: 12,
              adjustment: {
                _id: IDS.variation2,
                delta: 6,
                stock_after: 12,
                reason: 'inventory',
                note: '',
                seller_name: 'Paula Mendes',
                order_code: null,
                created_at: '2025-03-15T10:00:00.000Z',
              },
            },
          };
    }, 6);
    renderCatalog(EDIT, api.url);
    await user.click(await screen.findByRole('button', { name: 'Ajustar estoque de Azul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Estoque de Azul' });
    expect(within(dialog).getByText('Estoque atual: 7 unidades')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Definir estoque'));
    await user.type(within(dialog).getByLabelText('Novo estoque'), '12');
    await user.selectOptions(within(dialog).getByLabelText('Motivo'), 'inventory');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O estoque mudou para 4 enquanto você editava',
    );
    expect(within(dialog).getByText('Estoque atual: 4 unidades')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar ajuste' }));
    expect(
      await within(dialog).findByText('Estoque ajustado: agora são 12 unidades.'),
    ).toBeInTheDocument();
    const bodies = api.requests
      .filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/stock'))
      .map((r) => r.body);
    expect(bodies).toEqual([
      { mode: 'absolute', quantity: 12, expected: 7, reason: 'inventory', note: '' },
      { mode: 'absolute', quantity: 12, expected: 4, reason: 'inventory', note: '' },
    ]);
  });
});
