import type { Address, AddressBody } from '@vitrine/contract/addresses';
import { addressesQueryKey, getAddresses } from '@vitrine/api-client/get-addresses';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { apiQuery } from '../../../lib/api-query.ts';

// spec §2 /minha-conta/meus-enderecos: the addresses under the api-client's own key (the loader
// prefetched them with addressesQueryOptions; this private screen loads the client anyway, so
// the key is imported, not written out), and the changes the screen makes (saving: the form's).

export const addressesKey = addressesQueryKey;

export const addressesQuery = (api: BrowserApi) => apiQuery(api, addressesKey, getAddresses);

/** The fields of an address as its body (PUT sends the whole address). */
export function bodyOf(address: Address, changes: Partial<AddressBody> = {}): AddressBody {
  return {
    recipient: address.recipient,
    zip_code: address.zip_code,
    street: address.street,
    number: address.number,
    complement: address.complement,
    neighborhood: address.neighborhood,
    city: address.city,
    state: address.state as AddressBody['state'],
    is_default: address.is_default,
    ...changes,
  };
}

export async function removeAddress(api: BrowserApi, id: string) {
  return (await import('@vitrine/api-client/delete-address')).deleteAddress(await api.client(), id);
}
