import type { Address } from '@vitrine/contract/addresses';
import type { CheckoutQuote } from '@vitrine/contract/checkout';
import type { Order } from '@vitrine/contract/orders';
import type { CardGateway } from '@vitrine/contract/stores';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpLoopbackApi, type RecordedRequest } from '../../../testing/loopback-api.ts';
import {
  failMercadoPagoScript,
  forgetMercadoPago,
  runMercadoPagoScript,
} from '../../../testing/mercado-pago-sdk.ts';
import { renderInApp } from '../../../testing/render-route.tsx';
import { PayForm } from './pay-form.tsx';
import { checkoutQuoteQueryKey } from '@vitrine/api-client/query-keys';

// The pay form against a real HTTP server answering as the API does (apps/api checkout and
// payments): what it sends, and what it does with each answer.
const api = setUpLoopbackApi();

const ADDRESS: Address = {
  id: '7613ab06-3a96-46d6-9978-9f7597fb8663',
  recipient: 'Maria da Silva',
  zip_code: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  is_default: true,
};

/** The freight to ADDRESS: the store's delivery (chosen) at `price`, and SEDEX at R$ 32,40. */
const freight = (price: number, chosen = 'tabela'): CheckoutQuote['freight'] => ({
  address_id: ADDRESS.id,
  cep: ADDRESS.zip_code,
  chosen,
  error: null,
  quote: {
    options: [
      {
        id: 'tabela',
        kind: 'table',
        name: 'Entrega da loja',
        carrier: null,
        price,
        days_min: 5,
        days_max: 5,
        free: price === 0,
      },
      {
        id: 'me-2',
        kind: 'carrier',
        name: 'SEDEX',
        carrier: 'Correios',
        price: 32.4,
        days_min: 1,
        days_max: 2,
        free: false,
      },
    ],
    free_shipping: null,
    carrier_unavailable: false,
    pickup: null,
  },
});

const quote = (subtotal: number): CheckoutQuote => ({
  items: [
    {
      code: 'CAM-01',
      variation: 'CAM-01-AZ-M',
      kind: 'product',
      slug: 'camisa',
      name: 'Camisa',
      variation_name: 'Azul / M',
      image: null,
      unit_price: subtotal,
      qnt: 1,
      total: subtotal,
      stock: 5,
      available: true,
    },
  ],
  subtotal,
  coupon: null,
  shipping: 0,
  needs_shipping: true,
  freight: freight(0),
  pix: {
    price: subtotal,
    discount: 0,
    discount_type: 'percentage',
    discount_value: 0,
    total: subtotal,
  },
  boleto: {
    price: subtotal,
    discount: 0,
    discount_type: 'amount',
    discount_value: 0,
    total: subtotal,
  },
  card: {
    installments: [
      {
        installmentNumber: 1,
        installmentAmount: subtotal,
        hasInterest: false,
        totalAmount: subtotal,
      },
      {
        installmentNumber: 2,
        installmentAmount: subtotal / 2,
        hasInterest: false,
        totalAmount: subtotal,
      },
    ],
  },
  pix_offered: true,
  cpf_required: { pix: false, card: false, boleto: true },
  cpf_for_invoice: false,
  whatsapp_offered: false,
});

const order = (code: string): Order => ({
  code,
  status: 'pago',
  status_label: 'Pago',
  created_at: '2027-05-14T18:00:00.000Z',
  paid_at: '2027-05-14T18:00:00.000Z',
  payment_method: 'card',
  installments: 2,
  subtotal: 300,
  coupon_code: null,
  coupon_discount: 0,
  discount: 0,
  shipping: 0,
  freight: null,
  interest: 0,
  total: 300,
  address: null,
  customer_cpf: null,
  customer_company: null,
  whatsapp_number: null,
  tracking_code: null,
  shipping_carrier: null,
  tracking_url: null,
  items: [],
  payment: {
    method: 'card',
    brand: 'visa',
    last4: '1111',
    installments: 2,
    installment_amount: 150,
  },
  history: [],
  refunds: [],
  refund_state: null,
  refundable: 0,
});

type Answer = { status: number; body: unknown };

/** The API: a quote (`quotes` in turn, then `otherwise`), tokens, and the order's answers in turn. */
function answerWith(options: {
  quotes: CheckoutQuote[];
  orders: Answer[];
  otherwise?: CheckoutQuote;
}) {
  let tokens = 0;
  api.answer((request: RecordedRequest) => {
    if (request.url.pathname === '/checkout/quote') {
      return { status: 200, body: options.quotes.shift() ?? options.otherwise ?? quote(300) };
    }
    if (request.path === '/payments/sandbox/card-tokens') {
      tokens += 1;
      return {
        status: 201,
        body: {
          token: `tok_${tokens}`,
          brand: 'visa',
          last4: '1111',
          expires_at: '2099-01-01T00:00:00.000Z',
        },
      };
    }
    if (request.path === '/orders') return options.orders.shift() ?? { status: 500, body: {} };
    return { status: 404, body: { code: 'not_found', message: '' } };
  });
}

/** The pay form reading the quote from the cache, as the pay page does. */
function FromCache({
  shown,
  profileCpf,
  profilePhone,
  cardGateway = null,
}: {
  shown: CheckoutQuote;
  profileCpf?: string;
  profilePhone?: string;
  cardGateway?: CardGateway | null;
}) {
  const { data } = useQuery({
    queryKey: checkoutQuoteQueryKey,
    queryFn: () => shown,
    initialData: shown,
    staleTime: Infinity,
  });
  return (
    <PayForm
      quote={data}
      addresses={[ADDRESS]}
      recipient="Maria da Silva"
      assetsUrl="http://cdn.test"
      profileCpf={profileCpf}
      profilePhone={profilePhone}
      cardGateway={cardGateway}
    />
  );
}

async function renderPayForm(shown: CheckoutQuote, cardGateway: CardGateway | null = null) {
  const user = userEvent.setup();
  const view = renderInApp(<FromCache shown={shown} cardGateway={cardGateway} />, {
    apiBase: api.url,
  });
  await user.type(screen.getByLabelText('Número do cartão'), '4111111111111111');
  await user.type(screen.getByLabelText('Nome impresso no cartão'), 'Maria da Silva');
  await user.type(screen.getByLabelText('Validade (MM/AA)'), '1299');
  await user.type(screen.getByLabelText('CVV', { exact: true }), '123');
  await user.selectOptions(screen.getByLabelText('Parcelas'), '2');
  const submit = () => user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
  return { ...view, user, submit };
}

/** The refusal region (always on the page, so it is announced) says this. */
const shows = (text: string) =>
  waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text));

const goesTo = (path: string) =>
  waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(path));

const orderPosts = () => api.requests.filter((request) => request.path === '/orders');

describe('PayForm', () => {
  it('says what the products lack for free shipping, as the cart does', async () => {
    answerWith({ quotes: [], orders: [] });
    const shown: CheckoutQuote = {
      ...quote(200),
      shipping: 19.9,
      freight: {
        ...freight(19.9)!,
        quote: { ...freight(19.9)!.quote!, free_shipping: { free: false, missing: 99 } },
      },
    };
    renderInApp(<FromCache shown={shown} />, { apiBase: api.url });
    expect(
      screen.getByText('Faltam R$ 99,00 em produtos para o frete grátis.'),
    ).toBeInTheDocument();
  });

  it('names the card by the interest-free offer first, then how far the plans go', async () => {
    answerWith({ quotes: [], orders: [] });
    const options = [1, 2, 3].map((n) => ({
      installmentNumber: n,
      installmentAmount: 300 / n,
      hasInterest: false,
      totalAmount: 300,
    }));
    const shown: CheckoutQuote = {
      ...quote(300),
      card: {
        installments: [
          ...options,
          { installmentNumber: 4, installmentAmount: 78.75, hasInterest: true, totalAmount: 315 },
        ],
      },
    };
    renderInApp(<FromCache shown={shown} />, { apiBase: api.url });
    // jsdom joins the title and detail spans without the space a browser's layout reads.
    expect(screen.getByRole('radio', { name: /^Cartão de crédito/ })).toHaveAccessibleName(
      /^Cartão de crédito\s*3x de R\$ 100,00 sem juros ou até 4x com juros$/,
    );
  });

  it('sends the order with the token only, and after no answer tries the very same request again', async () => {
    answerWith({
      quotes: [],
      orders: [
        { status: 503, body: { code: 'unavailable', message: 'Indisponível.' } },
        { status: 201, body: order('AB12CD34') },
      ],
    });
    const form = await renderPayForm(quote(300));
    await form.submit();
    await shows(
      'Não foi possível confirmar o seu pedido. Tente de novo: se ele já foi feito, não será cobrado duas vezes.',
    );
    await form.submit();
    await goesTo('/finalizar-compra/card/AB12CD34');

    const [first, second] = orderPosts();
    expect(first?.body).toEqual({
      payment_method: 'card',
      address_id: ADDRESS.id,
      freight_option: 'tabela',
      freight_price: 0,
      installments: 2,
      card_token: 'tok_1',
    });
    expect(JSON.stringify(first?.body)).not.toContain('4111');
    // The same key and the same body: the API answers the order the first request made, if any.
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(api.requests.filter((request) => request.path.includes('card-tokens'))).toHaveLength(1);
  });

  it('says a declined card was declined, keeps the form, and tries a new token under the same key', async () => {
    answerWith({
      quotes: [],
      orders: [
        { status: 402, body: { code: 'card_declined', message: 'Cartão recusado.' } },
        { status: 201, body: order('EF56GH78') },
      ],
    });
    const form = await renderPayForm(quote(300));
    await form.submit();
    await shows('Pagamento recusado: Cartão recusado.');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByLabelText('Parcelas')).toHaveValue('2');

    await form.submit();
    await goesTo('/finalizar-compra/card/EF56GH78');
    const [first, second] = orderPosts();
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toMatchObject({ card_token: 'tok_2' });
  });

  it('no stock: says which item, sends the shopper to the cart, refreshes the quote', async () => {
    answerWith({
      quotes: [],
      orders: [
        {
          status: 409,
          body: { code: 'out_of_stock', message: 'Produto sem estoque: Camisa (Azul / M).' },
        },
      ],
    });
    const form = await renderPayForm(quote(300));
    await form.submit();
    await shows('Produto sem estoque: Camisa (Azul / M). Ajuste o carrinho para continuar.');
    expect(screen.getByRole('link', { name: 'Revisar o carrinho' })).toHaveAttribute(
      'href',
      '/finalizar-compra/carrinho',
    );
    // Asked once before the order, and again after the refusal.
    await waitFor(() =>
      expect(api.requests.filter((request) => request.path === '/checkout/quote')).toHaveLength(2),
    );
  });

  it('places nothing when the total changed since the page showed it, and shows the new numbers', async () => {
    answerWith({ quotes: [quote(320)], orders: [] });
    const form = await renderPayForm(quote(300));
    await form.submit();
    await shows(
      'O valor do pedido mudou de R$ 300,00 para R$ 320,00. Confira o resumo e finalize de novo.',
    );
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    expect(within(summary).getAllByText('R$ 320,00').length).toBeGreaterThan(0);
    expect(orderPosts()).toHaveLength(0);
    expect(screen.getByLabelText('Nome impresso no cartão')).toHaveValue('Maria da Silva');
  });

  it('prices the freight option chosen by asking the server, and places the order with it', async () => {
    const withSedex = (subtotal: number): CheckoutQuote => {
      const base = quote(subtotal);
      const total = subtotal + 32.4;
      return {
        ...base,
        shipping: 32.4,
        freight: freight(0, 'me-2'),
        pix: { ...base.pix, total },
        boleto: { ...base.boleto, total },
        card: {
          installments: base.card.installments.map((option) => ({
            ...option,
            installmentAmount: total / option.installmentNumber,
            totalAmount: total,
          })),
        },
      };
    };
    answerWith({
      quotes: [withSedex(300), withSedex(300)],
      orders: [{ status: 201, body: order('SE12DX34') }],
    });
    const form = await renderPayForm(quote(300));
    await form.user.click(screen.getByRole('radio', { name: /SEDEX/ }));
    const summary = screen.getByRole('region', { name: 'Resumo do pedido' });
    await waitFor(() =>
      expect(within(summary).getAllByText('R$ 332,40').length).toBeGreaterThan(0),
    );
    const asked = api.requests.find((request) => request.url.pathname === '/checkout/quote');
    expect(Object.fromEntries(asked!.url.searchParams)).toEqual({
      address_id: ADDRESS.id,
      freight: 'me-2',
    });
    await form.submit();
    await goesTo('/finalizar-compra/card/SE12DX34');
    expect(orderPosts()[0]?.body).toMatchObject({ freight_option: 'me-2', freight_price: 32.4 });
  });

  it('says the freight changed when the server quotes it again at another price', async () => {
    answerWith({
      quotes: [],
      orders: [
        {
          status: 409,
          body: {
            code: 'freight_changed',
            message:
              'O frete de Entrega da loja mudou de R$ 0,00 para R$ 9,90. Confira o novo total antes de pagar.',
          },
        },
      ],
    });
    const form = await renderPayForm(quote(300));
    await form.submit();
    await shows('O frete de Entrega da loja mudou de R$ 0,00 para R$ 9,90.');
  });
});

describe('PayForm: the methods the store takes', () => {
  const methods = () =>
    within(screen.getByRole('group', { name: 'Forma de pagamento' })).getAllByRole('radio');
  const names = () => methods().map((radio) => radio.getAttribute('value'));

  it('offers card, pix and boleto, in that order, to a store with a pix key', () => {
    answerWith({ quotes: [], orders: [] });
    renderInApp(<FromCache shown={quote(300)} />, { apiBase: api.url });
    expect(names()).toEqual(['card', 'pix', 'boleto']);
  });

  it('leaves pix out for a store without a pix key, the arrow keys going from card to boleto', async () => {
    answerWith({ quotes: [], orders: [] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={{ ...quote(300), pix_offered: false }} />, {
      apiBase: api.url,
    });
    expect(names()).toEqual(['card', 'boleto']);
    expect(screen.queryByRole('radio', { name: /^Pix/ })).toBeNull();
    expect(screen.queryByText(/no pix|pix/i)).toBeNull();
    const card = screen.getByRole('radio', { name: /^Cartão de crédito/ });
    expect(card).toBeChecked();
    card.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /^Boleto bancário/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Boleto bancário/ })).toHaveFocus();
  });
});

describe('PayForm: the payer’s CPF', () => {
  const cpfField = () => screen.queryByLabelText('CPF do titular');
  const choose = (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
    user.click(screen.getByRole('radio', { name }));

  it('asks for it only with a method that needs it, starting with the profile’s', async () => {
    answerWith({ quotes: [], orders: [] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} profileCpf="39053344705" />, { apiBase: api.url });
    expect(cpfField()).toBeNull();
    await choose(user, /^Pix/);
    expect(cpfField()).toBeNull();
    await choose(user, /^Boleto/);
    expect(cpfField()).toHaveValue('390.533.447-05');
  });

  it('asks with the card when the store’s provider needs it there', () => {
    answerWith({ quotes: [], orders: [] });
    const shown = { ...quote(300), cpf_required: { pix: true, card: true, boleto: true } };
    renderInApp(<FromCache shown={shown} />, { apiBase: api.url });
    expect(cpfField()).toHaveValue('');
  });

  it('refuses a missing or invalid CPF before sending, then sends the one typed', async () => {
    answerWith({ quotes: [], orders: [{ status: 201, body: order('BO12LE34') }] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} />, { apiBase: api.url });
    await choose(user, /^Boleto/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await submit();
    await waitFor(() =>
      expect(cpfField()).toHaveAccessibleDescription(
        /Informe o CPF do titular para pagar com boleto\./,
      ),
    );
    await waitFor(() => expect(cpfField()).toHaveFocus());
    await user.type(cpfField()!, '39053344706');
    expect(cpfField()).toHaveValue('390.533.447-06');
    await submit();
    await waitFor(() => expect(cpfField()).toHaveAccessibleDescription(/CPF inválido\./));
    expect(orderPosts()).toHaveLength(0);

    await user.clear(cpfField()!);
    await user.type(cpfField()!, '39053344705');
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toEqual({
      payment_method: 'boleto',
      address_id: ADDRESS.id,
      freight_option: 'tabela',
      freight_price: 0,
      cpf: '390.533.447-05',
    });
  });

  it('sends no CPF with a method that does not ask for it', async () => {
    answerWith({ quotes: [], orders: [{ status: 201, body: order('PX12AB34') }] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} profileCpf="39053344705" />, { apiBase: api.url });
    await choose(user, /^Pix/);
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).not.toHaveProperty('cpf');
  });

  it('shows the API’s refusal of the CPF at the field', async () => {
    const message = 'CPF inválido.';
    answerWith({
      quotes: [],
      orders: [{ status: 400, body: { code: 'invalid_cpf', message } }],
    });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} profileCpf="39053344705" />, { apiBase: api.url });
    await choose(user, /^Boleto/);
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await waitFor(() => expect(cpfField()).toHaveAccessibleDescription(/CPF inválido\./));
    expect(cpfField()).toHaveAttribute('aria-invalid', 'true');
    expect(cpfField()).toHaveValue('390.533.447-05');
  });
});

describe('PayForm with a card gateway (Mercado Pago)', () => {
  const gateway = setUpLoopbackApi();
  let pages = 0;
  /** A script URL of its own per test: a loaded script is kept for the page's life. */
  const mercadoPago = (): CardGateway => {
    pages += 1;
    return {
      provider: 'mercado_pago',
      public_key: `APP_USR-pay-form-${pages}`,
      sdk_url: `${gateway.url}/js/v2?page=${pages}`,
    };
  };
  afterEach(forgetMercadoPago);

  it("orders with the gateway's token: the card goes to the gateway, never to our API", async () => {
    answerWith({ quotes: [], orders: [{ status: 201, body: order('MP12CD34') }] });
    gateway.answer(() => ({
      status: 201,
      body: { id: 'mp-card-token-1', last_four_digits: '1111' },
    }));
    const store = mercadoPago();
    const form = await renderPayForm(quote(300), store);
    // Loaded with the card chosen (the default method), before the submit.
    await runMercadoPagoScript(store.sdk_url, gateway.url);
    await form.submit();
    await goesTo('/finalizar-compra/card/MP12CD34');

    expect(orderPosts()[0]?.body).toMatchObject({ installments: 2, card_token: 'mp-card-token-1' });
    expect(api.requests.some((request) => request.path.includes('card-tokens'))).toBe(false);
    for (const request of api.requests) {
      const sent = JSON.stringify({ path: request.path, body: request.body });
      expect(sent).not.toContain('4111');
      expect(sent).not.toContain('12/99');
    }
    expect(gateway.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      card_number: '4111111111111111',
      security_code: '123',
    });
  });

  it('says the card cannot be checked now when the script does not load, and keeps the form', async () => {
    answerWith({ quotes: [], orders: [] });
    const store = mercadoPago();
    const form = await renderPayForm(quote(300), store);
    await failMercadoPagoScript(store.sdk_url);
    await form.submit();
    // The failed preload is forgotten: the submit asks for the script again, which fails too.
    await failMercadoPagoScript(store.sdk_url);
    await shows('Não foi possível validar o cartão agora. Tente novamente.');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('4111 1111 1111 1111');
    expect(orderPosts()).toEqual([]);
  });
});

describe('PayForm: buying as a company', () => {
  it('asks the company’s CNPJ, razão social and ICMS standing only when checked, then sends them', async () => {
    answerWith({ quotes: [], orders: [{ status: 201, body: order('EM12PR34') }] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} />, { apiBase: api.url });
    await user.click(screen.getByRole('radio', { name: /^Pix/ }));
    expect(screen.queryByLabelText('CNPJ da empresa')).toBeNull();
    await user.click(screen.getByLabelText('Comprar como empresa (nota fiscal no CNPJ)'));
    const cnpj = screen.getByLabelText('CNPJ da empresa');
    await user.type(cnpj, '11222333000182');
    expect(cnpj).toHaveValue('11.222.333/0001-82');
    await user.type(screen.getByLabelText('Razão social'), 'Empresa Compradora Ltda');
    await user.selectOptions(
      screen.getByLabelText('Inscrição estadual (ICMS)'),
      'Contribuinte do ICMS (tem inscrição estadual)',
    );
    const submit = () => user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await submit();
    await waitFor(() => expect(cnpj).toHaveAccessibleDescription(/CNPJ inválido\./));
    await waitFor(() => expect(cnpj).toHaveFocus());
    const ie = screen.getByLabelText('Número da inscrição estadual');
    expect(ie).toHaveAccessibleDescription(/Informe a inscrição estadual da empresa\./);
    expect(orderPosts()).toHaveLength(0);

    await user.clear(cnpj);
    await user.type(cnpj, '11222333000181');
    await user.type(ie, '110.042.490.114');
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({
      payment_method: 'pix',
      company: {
        cnpj: '11.222.333/0001-81',
        legal_name: 'Empresa Compradora Ltda',
        ie_kind: 'contribuinte',
        state_registration: '110.042.490.114',
      },
    });
  });

  it('sends no company when the box is not checked', async () => {
    answerWith({ quotes: [], orders: [{ status: 201, body: order('PE12SS34') }] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={quote(300)} />, { apiBase: api.url });
    await user.click(screen.getByRole('radio', { name: /^Pix/ }));
    await user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).not.toHaveProperty('company');
  });
});

describe('PayForm: the CPF for a store’s NF-e', () => {
  const issuing = () => ({ ...quote(300), cpf_for_invoice: true });
  const cpfField = () => screen.queryByLabelText('CPF');
  const asCompany = () => screen.getByRole('checkbox', { name: /Comprar como empresa/ });

  it('asks a person for it with every method, saying why; a company buyer is not asked', async () => {
    answerWith({ quotes: [], orders: [] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={issuing()} profileCpf="39053344705" />, { apiBase: api.url });
    expect(cpfField()).toHaveValue('390.533.447-05');
    expect(cpfField()).toHaveAccessibleDescription(/Vai na nota fiscal da compra\./);
    await user.click(screen.getByRole('radio', { name: /^Pix/ }));
    expect(cpfField()).toHaveValue('390.533.447-05');
    await user.click(asCompany());
    expect(cpfField()).toBeNull();
    // The boleto still names its payer, company or not.
    await user.click(screen.getByRole('radio', { name: /^Boleto/ }));
    expect(screen.getByLabelText('CPF do titular')).toHaveValue('390.533.447-05');
  });

  it('refuses a pix without it in the NF-e’s words, then sends the one typed', async () => {
    // The quote asked again before the order says the same.
    answerWith({ quotes: [issuing()], orders: [{ status: 201, body: order('PX12AB34') }] });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={issuing()} />, { apiBase: api.url });
    await user.click(screen.getByRole('radio', { name: /^Pix/ }));
    const submit = () => user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    await submit();
    await waitFor(() =>
      expect(cpfField()).toHaveAccessibleDescription(
        /Informe o CPF: ele vai na nota fiscal da compra\./,
      ),
    );
    expect(orderPosts()).toHaveLength(0);
    await user.type(cpfField()!, '39053344705');
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toMatchObject({ payment_method: 'pix', cpf: '390.533.447-05' });
  });
});

describe('PayForm: the order’s updates by WhatsApp', () => {
  const offering = () => ({ ...quote(300), whatsapp_offered: true });
  const WORDING =
    'Quero receber as atualizações deste pedido pelo WhatsApp (pagamento, envio e entrega).';
  const MOBILE_REFUSED = 'Informe um celular com DDD, como (11) 91234-5678.';
  const optIn = () => screen.queryByRole('checkbox', { name: WORDING });
  const phoneField = () => screen.queryByLabelText('Celular com DDD');

  /** The pay form of a store that sends by WhatsApp, pix chosen (no card to type). */
  async function renderOffering(
    profilePhone?: string,
    orders: Answer[] = [],
    otherwise: CheckoutQuote = offering(),
  ) {
    answerWith({ quotes: [], orders, otherwise });
    const user = userEvent.setup();
    renderInApp(<FromCache shown={offering()} profilePhone={profilePhone} />, {
      apiBase: api.url,
    });
    await user.click(screen.getByRole('radio', { name: /^Pix/ }));
    const submit = () => user.click(screen.getByRole('button', { name: 'Finalizar compra' }));
    return { user, submit };
  }

  it('is not offered by a store that does not send by WhatsApp', () => {
    answerWith({ quotes: [], orders: [] });
    renderInApp(<FromCache shown={quote(300)} profilePhone="11912345678" />, { apiBase: api.url });
    expect(optIn()).toBeNull();
    expect(screen.queryByRole('group', { name: 'Atualizações pelo WhatsApp' })).toBeNull();
    expect(phoneField()).toBeNull();
  });

  it('is offered unticked, in the words the API records, the mobile asked only once ticked', async () => {
    const { user } = await renderOffering();
    const group = screen.getByRole('group', { name: 'Atualizações pelo WhatsApp' });
    expect(within(group).getByRole('checkbox', { name: WORDING })).not.toBeChecked();
    expect(phoneField()).toBeNull();

    await user.click(optIn()!);
    const phone = phoneField()!;
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone).toHaveValue('');
    expect(phone).toHaveAccessibleDescription('O e-mail continua chegando normalmente.');
    await user.type(phone, '11912345678');
    expect(phone).toHaveValue('(11) 91234-5678');

    // Unticked, the field goes; ticked again, it comes back as it was typed.
    await user.click(optIn()!);
    expect(phoneField()).toBeNull();
    await user.click(optIn()!);
    expect(phoneField()).toHaveValue('(11) 91234-5678');
  });

  it.each([
    ['starts the number with the profile’s mobile', '11912345678', '(11) 91234-5678'],
    ['does not start it with a landline on the profile', '2123456789', ''],
  ])('%s', async (_name, saved, shown) => {
    const { user } = await renderOffering(saved);
    expect(optIn()).not.toBeChecked();
    await user.click(optIn()!);
    expect(phoneField()).toHaveValue(shown);
  });

  it('refuses a landline or no number at the field before sending, then sends the mobile', async () => {
    const { user, submit } = await renderOffering(undefined, [
      { status: 201, body: order('WA12PP34') },
    ]);
    await user.click(optIn()!);
    await submit();
    await waitFor(() =>
      expect(phoneField()).toHaveAccessibleDescription(
        `O e-mail continua chegando normalmente. ${MOBILE_REFUSED}`,
      ),
    );

    const phone = phoneField()!;
    await user.type(phone, '2123456789');
    expect(phone).toHaveValue('(21) 2345-6789');
    await submit();
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        `O e-mail continua chegando normalmente. ${MOBILE_REFUSED}`,
      ),
    );
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(orderPosts()).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '11912345678');
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).toEqual({
      payment_method: 'pix',
      address_id: ADDRESS.id,
      freight_option: 'tabela',
      freight_price: 0,
      whatsapp_phone: '(11) 91234-5678',
    });
  });

  it('sends no number when the box is not ticked, whatever was typed before unticking it', async () => {
    const { user, submit } = await renderOffering('11912345678', [
      { status: 201, body: order('WA56EM78') },
    ]);
    await user.click(optIn()!);
    await user.click(optIn()!);
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).not.toHaveProperty('whatsapp_phone');
  });

  it('takes the box and its answer away when the store stops offering it with the page open', async () => {
    // SEDEX priced afresh: the store no longer sends by WhatsApp.
    const notOffering = { ...quote(300), freight: freight(0, 'me-2') };
    const { user, submit } = await renderOffering(
      undefined,
      [{ status: 201, body: order('WA90OF12') }],
      notOffering,
    );
    await user.click(optIn()!);
    await user.type(phoneField()!, '2123456789');
    await user.click(screen.getByRole('radio', { name: /SEDEX/ }));
    await waitFor(() => expect(optIn()).toBeNull());
    await submit();
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]?.body).not.toHaveProperty('whatsapp_phone');
  });

  it('shows the API’s refusal of the number at the field', async () => {
    const { user, submit } = await renderOffering('11912345678', [
      {
        status: 400,
        body: {
          code: 'validation_error',
          message: 'Dados inválidos. Confira os campos e tente novamente.',
          details: [{ path: 'whatsapp_phone', message: MOBILE_REFUSED }],
        },
      },
    ]);
    await user.click(optIn()!);
    await submit();
    const phone = phoneField()!;
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    expect(phone).toHaveAccessibleDescription(
      `O e-mail continua chegando normalmente. ${MOBILE_REFUSED}`,
    );
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('(11) 91234-5678');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});
