import { MutationObserver, QueryClient } from '@tanstack/query-core';
import { addToCart, addToCartMutationOptions } from '@vitrine/api-client/add-to-cart';
import { createApiClient } from '@vitrine/api-client/client';
import { createAddress } from '@vitrine/api-client/create-address';
import { createCustomerPassword } from '@vitrine/api-client/create-customer-password';
import { ApiError } from '@vitrine/api-client/errors';
import { cartQueryKey, cartQueryOptions } from '@vitrine/api-client/get-cart';
import { checkoutQuoteQueryKey, getCheckoutQuote } from '@vitrine/api-client/get-checkout-quote';
import { getOrder } from '@vitrine/api-client/get-order';
import { getOrders } from '@vitrine/api-client/get-orders';
import { getOutbox } from '@vitrine/api-client/get-outbox';
import { logoutCustomer } from '@vitrine/api-client/logout-customer';
import { lookupCep } from '@vitrine/api-client/lookup-cep';
import { placeOrder } from '@vitrine/api-client/place-order';
import { signUp } from '@vitrine/api-client/sign-up';
import { tokenizeCard } from '@vitrine/api-client/tokenize-card';
import { validateUser } from '@vitrine/api-client/validate-user';
import { describe, expect, it } from 'vitest';
import { linkToken, PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { createProduct, createStore } from '../fixtures/catalog.ts';
import { createTestApp } from '../harness.ts';

// The typed client against the real app: ky's fetch is the app's own request(), no port.
const { app, db } = await createTestApp({
  config: { CEP_SERVICE_URL: 'http://127.0.0.1:9', CEP_TIMEOUT_MS: '200' },
});
const store = await createStore(db);
const shirt = await createProduct(db, store.id, {
  name: 'Camisa Polo',
  variations: [{ name: 'G', priceCents: 18990, stock: 4 }],
});
const soldOut = await createProduct(db, store.id, {
  name: 'Boné',
  variations: [{ priceCents: 5990, stock: 0 }],
});

let token: string | undefined;
const client = createApiClient({
  apiBase: 'http://api.test',
  storeId: () => store.id,
  token: () => token,
  fetch: async (input, init) => app.request(input as Request, init),
});
const item = (product: typeof shirt, qnt = 1) => ({
  qnt,
  code: product.code,
  variation: product.variations[0]!.code,
  store_id: store.id,
});

describe('api-client: the customer journey against the real app', () => {
  it('signs up, creates the password from the e-mailed link and validates the session', async () => {
    const email = uniqueEmail();
    await signUp(client, { first_name: 'Clara', last_name: 'Dias', email });
    const [mail] = await getOutbox(client, email);
    const session = await createCustomerPassword(client, {
      first_access_token: linkToken(mail!.text),
      password: PASSWORD,
    });
    token = session.access_token;
    expect(await validateUser(client, token)).toMatchObject({ email, store_id: store.id });
    expect(await validateUser(client, 'não-é-um-token')).toBeNull();
  });

  it('maps the spec §4 add-to-cart outcomes', async () => {
    const anonymous = createApiClient({ ...client.options, token: () => undefined });
    expect(await addToCart(anonymous, item(shirt))).toMatchObject({ outcome: 'login_required' });
    expect(await addToCart(client, item(soldOut))).toEqual({
      outcome: 'rejected',
      error: 'Produto sem estoque.',
    });
    const added = await addToCart(client, item(shirt, 2));
    expect(added).toMatchObject({
      outcome: 'added',
      message: 'O item foi adicionado ao seu carrinho.',
    });
  });

  it('keeps the TanStack cache in step: add-to-cart writes the cart and stales the quote', async () => {
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(cartQueryOptions(client));
    queryClient.setQueryData(checkoutQuoteQueryKey, await getCheckoutQuote(client));
    const observer = new MutationObserver(
      queryClient,
      addToCartMutationOptions(client, queryClient),
    );
    await observer.mutate(item(shirt, 1));
    expect(queryClient.getQueryData<{ quantity: number }>(cartQueryKey)?.quantity).toBe(3);
    expect(queryClient.getQueryState(checkoutQuoteQueryKey)?.isInvalidated).toBe(true);
  });

  it('pays by card with instalments through a sandbox token, once per Idempotency-Key', async () => {
    const quote = await getCheckoutQuote(client);
    expect(quote.subtotal).toBe(569.7);
    const address = await createAddress(client, {
      recipient: 'Clara Dias',
      zip_code: '01001-000',
      street: 'Praça da Sé',
      number: '10',
      neighborhood: 'Sé',
      city: 'São Paulo',
      state: 'SP',
    });
    const card = await tokenizeCard(client, {
      number: '5555 5555 5555 4444',
      holder_name: 'CLARA DIAS',
      expiry_month: 8,
      expiry_year: 2031,
      cvv: '123',
    });
    const input = {
      body: {
        payment_method: 'card' as const,
        installments: 4,
        card_token: card.token,
        address_id: address.id,
      },
      idempotencyKey: 'client-test-0001',
    };
    const [first, second] = await Promise.all([
      placeOrder(client, input),
      placeOrder(client, input),
    ]);
    expect(second.code).toBe(first.code);
    expect(first).toMatchObject({
      status: 'pago',
      installments: 4,
      payment: { method: 'card', last4: '4444' },
    });
    expect((await getOrders(client)).items.map((order) => order.code)).toEqual([first.code]);
    expect((await getOrder(client, first.code)).items[0]).toMatchObject({
      name: 'Camisa Polo',
      qnt: 3,
    });
  });

  it('surfaces API errors as ApiError with the pt-BR message', async () => {
    const failure = await lookupCep(client, '70000-000').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 502,
      code: 'cep_unavailable',
      message: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
    });
    const refused = await getOrder(client, 'NAOEXISTE').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('logs out: true, and the token no longer validates', async () => {
    const current = token;
    expect(await logoutCustomer(client)).toBe(true);
    expect(await validateUser(client, current)).toBeNull();
    expect(await logoutCustomer(client)).toBe(false);
  });
});
