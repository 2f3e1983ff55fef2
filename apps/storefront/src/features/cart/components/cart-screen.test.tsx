import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartItem } from '@vitrine/contract/cart';
import { Toaster, toast } from '@vitrine/ui/toast';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpLoopbackApi, type RecordedRequest } from '../../../testing/loopback-api.ts';
import { aPaymentDefault } from '../../../testing/builders.ts';
import { renderInApp, STORE_ID } from '../../../testing/render-route.tsx';
import { CartLink } from './cart-link.tsx';
import { CartScreen } from './cart-screen.tsx';

// The cart page through its real API client, over a real socket, against a server that keeps a
// cart the way the API does (apps/api/src/features/cart): every answer is the whole cart.

type Line = Pick<
  CartItem,
  'code' | 'variation' | 'name' | 'variation_name' | 'unit_price' | 'stock'
> & {
  qnt: number;
};

const STRIPED: Line = {
  code: 'CAM-02',
  variation: 'CAM-02-AZ-M',
  name: 'Camiseta Listrada',
  variation_name: 'Azul / M',
  unit_price: 79.9,
  stock: 3,
  qnt: 1,
};
const MUG: Line = {
  code: 'CAN-01',
  variation: 'CAN-01-01',
  name: 'Caneca Esmaltada',
  variation_name: 'Verde',
  unit_price: 39.5,
  stock: 10,
  qnt: 2,
};

const cents = (value: number) => Math.round(value * 100);

// The demo store's card: 3x sem juros, up to 12x at 1,99% a.m.
const DEMO_PAYMENT = aPaymentDefault({
  card: {
    installment_max: 12,
    installment_fees: 3,
    installment_tax: 1.99,
    installment_minimum_amount: 5,
  },
});

function cartOf(lines: Line[]): Cart {
  const items = lines.map((line) => ({
    ...line,
    kind: 'product' as const,
    slug: line.name.toLowerCase().replace(/\s+/g, '-'),
    image: { src: `https://cdn.example/${line.code}.webp`, width: 600, height: 600, alt: '' },
    total: cents(line.unit_price * line.qnt) / 100,
    available: line.stock === null || line.qnt <= line.stock,
  }));
  return {
    items,
    quantity: lines.reduce((sum, line) => sum + line.qnt, 0),
    subtotal: items.reduce((sum, item) => sum + cents(item.total), 0) / 100,
  };
}

/** A cart server: GET, PATCH and DELETE of a line, POST to add, with the API's refusals. */
function cartServer(initial: Line[]) {
  let lines = initial.map((line) => ({ ...line }));
  // What the catalog has of each variation, for a line added back.
  const catalog = new Map(initial.map((line) => [line.variation, { ...line }]));
  const refuse = (code: string, message: string) => ({ status: 409, body: { code, message } });
  return {
    /** The stock changes (another shopper bought): the page does not know yet. */
    setStock(variation: string, stock: number) {
      for (const line of [...lines, ...catalog.values()]) {
        if (line.variation === variation) line.stock = stock;
      }
    },
    answer(request: RecordedRequest) {
      const [path] = request.path.split('?');
      const variation = decodeURIComponent(path?.replace('/cart/items/', '') ?? '');
      const line = lines.find((candidate) => candidate.variation === variation);
      if (request.method === 'GET' && path === '/cart') return { status: 200, body: cartOf(lines) };
      if (request.method === 'PATCH' && line) {
        const { qnt } = request.body as { qnt: number };
        if (line.stock !== null && qnt > line.stock) {
          return line.stock === 0
            ? refuse('out_of_stock', 'Produto sem estoque.')
            : refuse('quantity_unavailable', 'Quantidade indisponível.');
        }
        line.qnt = qnt;
        return { status: 200, body: cartOf(lines) };
      }
      if (request.method === 'DELETE' && line) {
        lines = lines.filter((candidate) => candidate !== line);
        return { status: 200, body: cartOf(lines) };
      }
      if (request.method === 'POST' && path === '/cart') {
        const body = request.body as { qnt: number; variation: string };
        const known = catalog.get(body.variation)!;
        if (known.stock !== null && body.qnt > known.stock) {
          const error = 'Quantidade indisponível.';
          return {
            status: 409,
            body: {
              code: 'quantity_unavailable',
              message: error,
              status: 302,
              statusCode: 302,
              error,
            },
          };
        }
        lines.push({ ...known, qnt: body.qnt }); // the API lists a line put back last
        const cart = cartOf(lines);
        return { status: 200, body: { status: 200, statusCode: 200, message: 'ok', cart } };
      }
      return {
        status: 404,
        body: { code: 'not_found', message: 'Este item não está no seu carrinho.' },
      };
    },
  };
}

/** A promise the test settles by hand: a response held until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const api = setUpLoopbackApi();
afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const edits = () => api.requests.filter((request) => request.method !== 'GET');

async function renderCart(lines: Line[]) {
  const server = cartServer(lines);
  api.answer((request) => server.answer(request));
  const user = userEvent.setup();
  const view = renderInApp(
    <>
      <CartLink />
      <Suspense fallback={<p>Carregando…</p>}>
        <CartScreen freeShippingFrom={299} payment={DEMO_PAYMENT} />
      </Suspense>
      <Toaster />
    </>,
    { apiBase: api.url },
  );
  // The first read loads the API client (ky, the schemas) on its first call: patience.
  await screen.findByRole('heading', { level: 1, name: /Meu carrinho/ }, { timeout: 10_000 });
  return { ...view, user, server };
}

const line = (name: string) => screen.getByRole('article', { name });
const quantityOf = (name: string) => within(line(name)).getByRole('spinbutton');
const more = (name: string) =>
  within(line(name)).getByRole('button', { name: `Aumentar a quantidade de ${name}` });
const less = (name: string) =>
  within(line(name)).getByRole('button', { name: `Diminuir a quantidade de ${name}` });
const summary = () => screen.getByRole('region', { name: 'Resumo da compra' });

describe('CartScreen', () => {
  it('shows each line (picture, name, variation, unit price, quantity, total) and the server’s subtotal', async () => {
    await renderCart([STRIPED, MUG]);
    const mug = line(MUG.name);
    expect(within(mug).getByRole('link', { name: MUG.name })).toHaveAttribute(
      'href',
      '/produto/caneca-esmaltada',
    );
    expect(mug.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/CAN-01.webp');
    expect(mug).toHaveTextContent('Variação: Verde');
    expect(mug).toHaveTextContent('R$ 39,50 cada');
    expect(mug).toHaveTextContent('Total do item: R$ 79,00');
    expect(quantityOf(MUG.name)).toHaveValue(2);
    expect(summary()).toHaveTextContent('Produtos (3 itens)R$ 158,90');
    expect(summary()).toHaveTextContent('SubtotalR$ 158,90');
    expect(screen.getByRole('link', { name: 'Continuar para o pagamento' })).toHaveAttribute(
      'href',
      '/finalizar-compra/pagar',
    );
    expect(screen.getByRole('link', { name: 'Carrinho 3 itens no carrinho' })).toBeInTheDocument();
  });

  it('says how much is missing for free shipping, and the card’s interest-free offer first', async () => {
    await renderCart([STRIPED, MUG]);
    // R$ 299,00 − R$ 158,90
    expect(summary()).toHaveTextContent('Faltam R$ 140,10 em produtos para o frete grátis.');
    expect(summary()).toHaveTextContent('FreteCalculado no pagamento');
    expect(summary()).toHaveTextContent('No cartão: 3x de R$ 52,97 sem juros ou até 12x com juros');
  });

  it('says shipping is free once the products reach the store’s threshold', async () => {
    const { user } = await renderCart([{ ...MUG, stock: 20, qnt: 7 }]);
    expect(summary()).toHaveTextContent('Faltam R$ 22,50 em produtos para o frete grátis.');
    await user.click(more(MUG.name));
    // 8 × R$ 39,50 = R$ 316,00, over R$ 299,00: the cart no longer advertises the threshold.
    await waitFor(() => expect(summary()).toHaveTextContent('Seu pedido tem frete grátis.'));
    expect(summary()).toHaveTextContent('FreteGrátis');
    expect(summary()).not.toHaveTextContent('Faltam');
  });

  it('keeps the stepper between 1 and the stock: the bounds send nothing, a typed 50 asks for the stock', async () => {
    const { user } = await renderCart([STRIPED]);
    expect(less(STRIPED.name)).toHaveAttribute('aria-disabled', 'true');
    await user.click(less(STRIPED.name));
    expect(edits()).toEqual([]);

    await user.clear(quantityOf(STRIPED.name));
    await user.type(quantityOf(STRIPED.name), '50{Enter}');
    await waitFor(() => expect(edits().map((request) => request.body)).toEqual([{ qnt: 3 }]));
    await waitFor(() => expect(quantityOf(STRIPED.name)).toHaveValue(3));
    expect(more(STRIPED.name)).toHaveAttribute('aria-disabled', 'true');
    // Not silently: the line says why 50 became 3, and the field is described by it.
    const said = within(line(STRIPED.name)).getByRole('status');
    expect(said).toHaveTextContent('Só temos 3 unidades deste item.');
    expect(quantityOf(STRIPED.name)).toHaveAccessibleDescription(
      expect.stringContaining('Só temos 3 unidades deste item.'),
    );
    await user.click(more(STRIPED.name));
    expect(edits()).toHaveLength(1);
    await waitFor(() =>
      expect(
        screen.getByRole('link', { name: 'Carrinho 3 itens no carrinho' }),
      ).toBeInTheDocument(),
    );
  });

  it('sends rapid clicks one request at a time, the latest quantity asked for, and shows the server’s answer', async () => {
    const { user, server } = await renderCart([MUG]);
    const first = gate();
    api.answer(async (request) => {
      if (request.method === 'PATCH' && edits().length === 1) await first.opened;
      return server.answer(request);
    });
    await user.click(more(MUG.name));
    await user.click(more(MUG.name));
    await user.click(more(MUG.name));
    expect(quantityOf(MUG.name)).toHaveValue(5);
    // The first request is held: the next clicks wait for it instead of racing it.
    await waitFor(() => expect(edits()).toHaveLength(1));
    expect(edits()[0]?.body).toEqual({ qnt: 3 });
    expect(summary()).toHaveTextContent('Atualizando os valores…');

    first.open();
    await waitFor(() => expect(edits()).toHaveLength(2));
    expect(edits()[1]?.body).toEqual({ qnt: 5 });
    await waitFor(() => expect(summary()).toHaveTextContent('SubtotalR$ 197,50'));
    expect(quantityOf(MUG.name)).toHaveValue(5);
    expect(screen.getByRole('link', { name: 'Carrinho 5 itens no carrinho' })).toBeInTheDocument();
  });

  it('shows a refused change on its line and puts back the server’s quantity and stock', async () => {
    const { user, server } = await renderCart([STRIPED]);
    // Another shopper bought the last units meanwhile: the page still thinks there are 3.
    server.setStock(STRIPED.variation, 0);
    await user.click(more(STRIPED.name));
    const striped = line(STRIPED.name);
    expect(await within(striped).findByRole('alert')).toHaveTextContent(
      'Não foi possível mudar a quantidade. Produto sem estoque.',
    );
    await waitFor(() =>
      expect(striped).toHaveTextContent('Produto sem estoque. Remova-o para continuar.'),
    );
    expect(within(striped).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(striped).toHaveTextContent('Quantidade: 1');
    const pay = screen.getByRole('link', { name: 'Continuar para o pagamento' });
    expect(pay).toHaveAttribute('aria-disabled', 'true');
    expect(pay).toHaveAccessibleDescription('Ajuste os itens indicados acima para continuar.');
  });

  it('shows on its line that the store could not be reached, and keeps the quantity it had', async () => {
    const { user } = await renderCart([MUG]);
    api.answer((request) =>
      request.method === 'PATCH'
        ? {
            status: 503,
            body: { code: 'unavailable', message: 'Serviço indisponível. Tente de novo.' },
          }
        : { status: 503, body: { code: 'unavailable', message: 'Serviço indisponível.' } },
    );
    await user.click(more(MUG.name));
    expect(await within(line(MUG.name)).findByRole('alert')).toHaveTextContent(
      'Não foi possível mudar a quantidade. Serviço indisponível. Tente de novo.',
    );
    expect(quantityOf(MUG.name)).toHaveValue(2);
    expect(summary()).toHaveTextContent('SubtotalR$ 79,00');
  });

  it('removes a line at once; "Desfazer" puts it back in its place with its quantity', async () => {
    const { user } = await renderCart([MUG, STRIPED]);
    await user.click(
      within(line(MUG.name)).getByRole('button', { name: `Remover ${MUG.name} do carrinho` }),
    );
    expect(screen.queryByRole('article', { name: MUG.name })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    const removed = await screen.findByText(`Você removeu ${MUG.name} do carrinho.`);
    expect(edits().map((request) => `${request.method} ${request.path}`)).toEqual([
      'DELETE /cart/items/CAN-01-01',
    ]);
    expect(screen.getByRole('link', { name: 'Carrinho 1 item no carrinho' })).toBeInTheDocument();

    const toastItem = removed.closest('[data-sonner-toast]') as HTMLElement;
    await user.click(within(toastItem).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(line(MUG.name)).toBeInTheDocument());
    expect(edits()[1]).toMatchObject({
      method: 'POST',
      path: '/cart',
      body: { qnt: 2, code: 'CAN-01', variation: 'CAN-01-01', store_id: STORE_ID },
    });
    expect(quantityOf(MUG.name)).toHaveValue(2);
    // The API lists it last now; the page keeps it where the shopper saw it.
    expect(
      screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
    ).toEqual([line(MUG.name), line(STRIPED.name)].map((a) => a.getAttribute('aria-labelledby')));
    expect(screen.getByRole('link', { name: 'Carrinho 3 itens no carrinho' })).toBeInTheDocument();
  });

  it('brings a line back, saying why, when its removal is refused', async () => {
    const { user, server } = await renderCart([MUG]);
    api.answer((request) =>
      request.method === 'DELETE'
        ? { status: 503, body: { code: 'unavailable', message: 'Serviço indisponível.' } }
        : server.answer(request),
    );
    await user.click(
      within(line(MUG.name)).getByRole('button', { name: `Remover ${MUG.name} do carrinho` }),
    );
    const back = await screen.findByRole('article', { name: MUG.name });
    expect(within(back).getByRole('alert')).toHaveTextContent(
      'Não foi possível remover o item. Serviço indisponível.',
    );
    expect(screen.queryByText(`Você removeu ${MUG.name} do carrinho.`)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carrinho 2 itens no carrinho' })).toBeInTheDocument();
  });

  it('says why a line could not be put back', async () => {
    const { user, server } = await renderCart([MUG]);
    await user.click(
      within(line(MUG.name)).getByRole('button', { name: `Remover ${MUG.name} do carrinho` }),
    );
    const removed = await screen.findByText(`Você removeu ${MUG.name} do carrinho.`);
    // Sold meanwhile: only one unit left, and the undo asks for two.
    server.setStock(MUG.variation, 1);
    await user.click(
      within(removed.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', {
        name: 'Desfazer',
      }),
    );
    expect(
      await screen.findByText(
        `Não foi possível devolver ${MUG.name} ao carrinho. Quantidade indisponível.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: MUG.name })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
  });

  it('shows the empty cart with the way back to the catalog once the last line goes', async () => {
    const { user } = await renderCart([STRIPED]);
    await user.click(
      within(line(STRIPED.name)).getByRole('button', {
        name: `Remover ${STRIPED.name} do carrinho`,
      }),
    );
    expect(screen.getByRole('heading', { name: 'Seu carrinho está vazio' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver produtos da loja' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Carrinho' })).toBeInTheDocument());
  });

  it('goes on to pay only once the quantity on its way is answered', async () => {
    const { user, server } = await renderCart([MUG]);
    const held = gate();
    api.answer(async (request) => {
      if (request.method === 'PATCH') await held.opened;
      return server.answer(request);
    });
    await user.click(more(MUG.name));
    await user.click(screen.getByRole('link', { name: 'Continuar para o pagamento' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/produto/teste');
    held.open();
    await waitFor(() =>
      expect(screen.getByTestId('pathname')).toHaveTextContent('/finalizar-compra/pagar'),
    );
    expect(edits().map((request) => request.body)).toEqual([{ qnt: 3 }]);
  });
});
