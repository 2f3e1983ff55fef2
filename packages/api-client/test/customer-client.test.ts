import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { round2 } from '@vitrine/domain/round';
import { describe, expect, it } from 'vitest';
import { addToCart, addToCartMutationOptions } from '../src/endpoints/add-to-cart.ts';
import { createAddress } from '../src/endpoints/create-address.ts';
import { createCustomerPassword } from '../src/endpoints/create-customer-password.ts';
import { getCheckoutQuote } from '../src/endpoints/get-checkout-quote.ts';
import { getOrder } from '../src/endpoints/get-order.ts';
import { getOrders } from '../src/endpoints/get-orders.ts';
import { getOutbox } from '../src/endpoints/get-outbox.ts';
import { getProduct } from '../src/endpoints/get-product.ts';
import { logoutCustomer } from '../src/endpoints/logout-customer.ts';
import { lookupCep } from '../src/endpoints/lookup-cep.ts';
import { placeOrder } from '../src/endpoints/place-order.ts';
import { signUp } from '../src/endpoints/sign-up.ts';
import { tokenizeCard } from '../src/endpoints/tokenize-card.ts';
import { validateUser } from '../src/endpoints/validate-user.ts';
import { ApiError } from '../src/errors.ts';
import { cartQueryOptions } from '../src/queries/get-cart.ts';
import { cartQueryKey, checkoutQuoteQueryKey } from '../src/query-keys.ts';
import {
  clientFor,
  DEMO,
  linkToken,
  NEW_PASSWORD,
  storeIdFor,
  uniqueEmail,
} from './support/demo.ts';

// The customer journey through the typed client against the real API over HTTP, in the demo's
// Loja Aurora, as a customer who signs up in this test (so no other test shares the cart).

const store = await storeIdFor(DEMO.aurora.host);
let token: string | undefined;
const client = clientFor(store, () => token);

// A demo product variation with more than 5 units (stock_left null, in stock): the test buys 3.
// The seed's "Bota Chelsea" is sold out in every variation (seed/aurora-catalog.ts).
const tote = await getProduct(client, 'bolsa-tote-de-lona');
const toteVariation = tote.variations.find((v) => v.in_stock && v.stock_left === null);
if (!toteVariation) throw new Error('the demo tote bag has no well-stocked variation');
const soldOut = await getProduct(client, 'bota-chelsea');
if (soldOut.in_stock) throw new Error('the demo "Bota Chelsea" is expected to be sold out');

const item = (qnt = 1) => ({
  qnt,
  code: tote.code,
  variation: toteVariation.code,
  store_id: store,
});

describe('api-client: the customer journey against the real API', () => {
  it('signs up, creates the password from the e-mailed link and validates the session', async () => {
    const email = uniqueEmail();
    await signUp(client, { first_name: 'Clara', last_name: 'Dias', email });
    const [mail] = await getOutbox(client, email);
    const session = await createCustomerPassword(client, {
      first_access_token: linkToken(mail!.text),
      password: NEW_PASSWORD,
    });
    token = session.access_token;
    expect(await validateUser(client, token)).toMatchObject({ email, store_id: store });
    expect(await validateUser(client, 'não-é-um-token')).toBeNull();
  });

  it('maps the spec §4 add-to-cart outcomes', async () => {
    const anonymous = clientFor(store);
    expect(await addToCart(anonymous, item())).toMatchObject({ outcome: 'login_required' });
    const soldOutItem = {
      qnt: 1,
      code: soldOut.code,
      variation: soldOut.variations[0]!.code,
      store_id: store,
    };
    expect(await addToCart(client, soldOutItem)).toEqual({
      outcome: 'rejected',
      error: 'Produto sem estoque.',
    });
    const added = await addToCart(client, item(2));
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
    await observer.mutate(item(1));
    expect(queryClient.getQueryData<{ quantity: number }>(cartQueryKey)?.quantity).toBe(3);
    expect(queryClient.getQueryState(checkoutQuoteQueryKey)?.isInvalidated).toBe(true);
  });

  it('pays by card with instalments through a sandbox token, once per Idempotency-Key', async () => {
    const quote = await getCheckoutQuote(client);
    expect(quote.subtotal).toBe(round2(3 * toteVariation.price));
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
      idempotencyKey: crypto.randomUUID(),
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
      name: 'Bolsa Tote de Lona',
      qnt: 3,
    });
  });

  it('surfaces API errors as ApiError with the pt-BR message', async () => {
    // Not one of the demo's cached CEPs, and the CEP service global-setup.ts points at is down.
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
