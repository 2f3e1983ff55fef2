import { addressesQueryOptions } from '@vitrine/api-client/queries/get-addresses';
import { checkoutQuoteQueryOptions } from '@vitrine/api-client/queries/get-checkout-quote';
import { customerProfileQueryOptions } from '@vitrine/api-client/queries/get-customer-profile';
import { customerLoader } from '../../../lib/loader.server.ts';
import type { PageArgs } from '../../../lib/store.server.ts';

/** /finalizar-compra/pagar: the cart priced by the server, the customer's addresses and profile. */
export async function loadPay(page: PageArgs) {
  const loader = await customerLoader(page);
  await Promise.all([
    loader.ensureQueryData(checkoutQuoteQueryOptions(loader.client)),
    loader.ensureQueryData(addressesQueryOptions(loader.client)),
    // The pay page's CPF field starts with the profile's, and its WhatsApp mobile too.
    loader.ensureQueryData(customerProfileQueryOptions(loader.client)),
  ]);
  return {
    dehydrated: loader.dehydrate(),
    recipient: `${loader.account.first_name} ${loader.account.last_name}`.trim(),
    /** The page loads the card gateway's script: its policy must name the gateway's hosts. */
    cardGateway: loader.store.data.card_gateway !== null,
  };
}
