import { useQueryClient } from '@tanstack/react-query';
import type { BuyerCompany } from '@vitrine/contract/fiscal-codes';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import {
  addressesQueryKey,
  cartQueryKey,
  checkoutQuoteQueryKey,
  customerProfileQueryKey,
  orderQueryKey,
  ordersListsQueryKey,
} from '@vitrine/api-client/query-keys';
import type { CheckoutQuote, CheckoutQuoteQuery, PlaceOrderBody } from '@vitrine/contract/checkout';
import type { Order } from '@vitrine/contract/orders';
import type { CardGateway } from '@vitrine/contract/stores';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { chargeOf } from '../model/charge.ts';
import { cpfAsked, type PayFormValues } from '../model/pay-form.ts';
import { paymentScreenPath } from '../../../shared/checkout-paths.ts';
import { cardTokenizerFor, payerCpfOf, type MintedToken } from './card-tokenizer.ts';
import { gatewayRefusalOf } from './gateway-refusal.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { emptyCart, freightRefusal, priceChanged, refusalOf, type Refusal } from './refusal.ts';
import { refreshAfterWrite } from '@vitrine/api-client/refresh';

// The order's request code loads on the first submit, not with the page (the card's
// tokeniser likewise, card-tokenizer.ts).
const loadPlaceOrder = () => import('@vitrine/api-client/place-order');

/** The quote the pay page shows, and the query it was asked with (use-quote-for.ts). */
type PricedPage = { quote: CheckoutQuote; query: CheckoutQuoteQuery };

/** A token lapses (the sandbox's in 15 minutes): one about to lapse is asked again. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * Places the order of the pay page, once:
 * - the quote is asked again first: if the total of the chosen method changed since the page
 *   showed it, nothing is charged and the shopper sees the new numbers;
 * - the card goes to the store's tokeniser (card-tokenizer.ts: its gateway's script in the
 *   browser, or the sandbox's endpoint) and the order only ever sees the token; the same card
 *   typed again reuses its token, so a retried order is the very same request;
 * - one Idempotency-Key per page: a double click, or trying again after no answer, answers the
 *   order the first request made instead of making a second one. A refused order (declined,
 *   no stock) made nothing under the key, so the next attempt may use it too.
 */
export function usePlaceOrder(cardGateway: CardGateway | null = null) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = useRef<string | null>(null);
  const tokens = useRef(new Map<string, MintedToken>());
  const busy = useRef(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  async function cardToken(values: PayFormValues): Promise<string> {
    const cpf = payerCpfOf(values);
    // Kept in this page's memory only, to know the same card typed again.
    const fingerprint = JSON.stringify([values.card, cpf]);
    const kept = tokens.current.get(fingerprint);
    if (kept && kept.expiresAt - Date.now() > TOKEN_MARGIN_MS) return kept.token;
    const minted = await cardTokenizerFor(cardGateway, () => api.client()).mint(values.card, cpf);
    tokens.current.set(fingerprint, minted);
    return minted.token;
  }

  async function attempt(values: PayFormValues, page: PricedPage): Promise<Refusal | Order> {
    const { quote: shown } = page;
    const needsShipping = shown.needs_shipping;
    // The very query the page shows, asked again: a change shows there with the refusal.
    const fresh = await queryClient.fetchQuery({
      ...checkoutQuoteQueryOptions(api, page.query),
      staleTime: 0,
    });
    if (fresh.items.length === 0) return emptyCart;
    if (fresh.freight?.error) return freightRefusal(fresh.freight.error);
    const before = chargeOf(shown, values.method, values.installments).total;
    const after = chargeOf(fresh, values.method, values.installments).total;
    if (before !== after || fresh.freight?.chosen !== shown.freight?.chosen) {
      return priceChanged(before, after);
    }
    const body: PlaceOrderBody = {
      payment_method: values.method,
      ...(needsShipping
        ? {
            address_id: values.address_id,
            freight_option: values.freight_option,
            freight_price: shown.shipping,
          }
        : {}),
      ...(values.method === 'card'
        ? { installments: values.installments, card_token: await cardToken(values) }
        : {}),
      // Only where the field shows: a CPF left in it for another method is not sent.
      ...(cpfAsked(fresh, values.method, values.as_company) ? { cpf: values.cpf } : {}),
      // The rules checked it; the API reads the CNPJ and IE masked or not.
      ...(values.as_company ? { company: values.company as BuyerCompany } : {}),
      // Only with the box ticked (the rules checked the number): otherwise e-mail only.
      ...(values.whatsapp_opt_in ? { whatsapp_phone: values.whatsapp_phone } : {}),
    };
    const [{ placeOrder }, client] = await Promise.all([loadPlaceOrder(), api.client()]);
    key.current ??= newIdempotencyKey();
    return placeOrder(client, { body, idempotencyKey: key.current });
  }

  async function placed(order: Order) {
    queryClient.setQueryData(orderQueryKey(order.code), order);
    await navigate(paymentScreenPath(order.payment_method, order.code), { replace: true });
    // After leaving: the pay page must not flash an empty cart on its way out.
    await refreshAfterWrite(
      queryClient,
      cartQueryKey,
      checkoutQuoteQueryKey,
      ordersListsQueryKey,
      // A profile without a CPF keeps the one typed here (apps/api checkout payer.ts).
      customerProfileQueryKey,
    );
  }

  return {
    refusal,
    /** Resolves with the refusal shown (null when the order was made and the page left). */
    async submit(values: PayFormValues, page: PricedPage): Promise<Refusal | null> {
      if (busy.current) return null;
      busy.current = true;
      setRefusal(null);
      try {
        const result = await attempt(values, page);
        if ('code' in result) {
          await placed(result);
          return null;
        }
        setRefusal(result);
        return result;
      } catch (error) {
        // The gateway's tokeniser failed: no order was asked for, the form stays as typed.
        const gatewayRefusal = gatewayRefusalOf(error);
        if (gatewayRefusal) {
          setRefusal(gatewayRefusal);
          return gatewayRefusal;
        }
        const { toApiError } = await import('@vitrine/api-client/errors');
        const shown = refusalOf(toApiError(error));
        if (shown.refresh === 'quote') {
          await queryClient.invalidateQueries({ queryKey: checkoutQuoteQueryKey });
        }
        if (shown.refresh === 'addresses') {
          await queryClient.invalidateQueries({ queryKey: addressesQueryKey });
        }
        // A token the acquirer would not take is asked again with the next attempt.
        if (!shown.unknown) tokens.current.clear();
        setRefusal(shown);
        return shown;
      } finally {
        busy.current = false;
      }
    },
  };
}
