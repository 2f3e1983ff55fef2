import type { AddressBody } from '@vitrine/contract/addresses';
import type { BrowserApi } from '../../lib/api-context.tsx';

/** A new address (no id) or the whole of an edited one (PUT sends every field). */
export async function saveAddress(api: BrowserApi, id: string | null, body: AddressBody) {
  const client = await api.client();
  if (id)
    return (await import('@vitrine/api-client/update-address')).updateAddress(client, id, body);
  return (await import('@vitrine/api-client/create-address')).createAddress(client, body);
}
