import { parse, type ApiClient } from '../client.ts';
import { customerProfileSchema, type CustomerProfile } from '@vitrine/contract/customers';

/** GET {apiBase}/customers/me — spec §2 /minha-conta/meus-dados. */
export function getCustomerProfile(client: ApiClient): Promise<CustomerProfile> {
  return parse(customerProfileSchema, client.api.get('customers/me'));
}
