import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import type { CheckoutQuote, CheckoutQuoteQuery } from '@vitrine/contract/checkout';
import { useBrowserApi } from '../../../lib/api-context.tsx';

/**
 * What the pay page asks the server to price: nothing more than the page's first quote (the
 * default address, the cheapest freight) until the shopper picks another address or option.
 */
export function quoteQueryOf(
  loaded: CheckoutQuote,
  addressId: string,
  freightOption: string,
): CheckoutQuoteQuery {
  const sameAddress = !loaded.freight || addressId === (loaded.freight.address_id ?? '');
  const sameOption = freightOption === '' || freightOption === (loaded.freight?.chosen ?? '');
  if (sameAddress && sameOption) return {};
  return {
    ...(addressId ? { address_id: addressId } : {}),
    // Another address is quoted afresh: its cheapest option unless the same one is offered.
    ...(freightOption ? { freight: freightOption } : {}),
  };
}

/**
 * The pay page's quote for the address and freight option chosen: the loaded one at first,
 * then the server's answer for each choice, the previous figures kept (marked as updating)
 * while the next ones come.
 */
export function useQuoteFor(loaded: CheckoutQuote, addressId: string, freightOption: string) {
  const api = useBrowserApi();
  const query = quoteQueryOf(loaded, addressId, freightOption);
  const answer = useQuery({
    ...checkoutQuoteQueryOptions(api, query),
    placeholderData: keepPreviousData,
  });
  return {
    quote: answer.data ?? loaded,
    updating: answer.isPlaceholderData || (answer.isFetching && answer.data === undefined),
    query,
  };
}
