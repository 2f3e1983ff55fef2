import type { Address, AddressBody } from '@vitrine/contract/addresses';
import type { BrowserApi } from '../../../lib/api-context.tsx';

// spec §2 /minha-conta/meus-enderecos: the changes the screen makes besides saving (the shared
// form's); the list itself is the api-client's addressesQueryOptions, refetched after each.

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
