import { parse, type ApiClient } from '../client.ts';
import { addressListSchema, type Address } from '@vitrine/contract/addresses';

/** spec §7 GET {apiBase}/auth_customers/address — the logged customer's addresses. */
export async function getAddresses(client: ApiClient): Promise<Address[]> {
  return (await parse(addressListSchema, client.api.get('auth_customers/address'))).items;
}
