import { addressesQueryOptions } from '@vitrine/api-client/get-addresses';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/get-checkout-quote';
import { startLoader } from '../../../lib/loader.server.ts';
import { requireCustomer } from '../../../lib/session.server.ts';

/** /finalizar-compra/pagar: the cart priced by the server and the customer's addresses. */
export async function loadPay(request: Request) {
  const { client, account } = await requireCustomer(request);
  const loader = await startLoader(request);
  await Promise.all([
    loader.prefetch(checkoutQuoteQueryOptions(client)),
    loader.prefetch(addressesQueryOptions(client)),
  ]);
  return {
    dehydrated: loader.dehydrate(),
    recipient: `${account.first_name} ${account.last_name}`.trim(),
  };
}
