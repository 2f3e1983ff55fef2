import type { Address, AddressBody } from '@vitrine/contract/addresses';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import { addressesKey, addressesQuery } from '../../checkout/api/queries.ts';

// spec §2 /minha-conta/meus-enderecos: the checkout's addresses query (same key, checked equal
// to the api-client's by checkout/api/queries.test.ts), and the changes the screen makes.

export { addressesKey, addressesQuery };

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

export async function saveAddress(api: BrowserApi, id: string | null, body: AddressBody) {
  const client = await api.client();
  if (id)
    return (await import('@vitrine/api-client/update-address')).updateAddress(client, id, body);
  return (await import('@vitrine/api-client/create-address')).createAddress(client, body);
}

export async function removeAddress(api: BrowserApi, id: string) {
  return (await import('@vitrine/api-client/delete-address')).deleteAddress(await api.client(), id);
}
