import { parse, type ApiClient } from '../client.ts';
import { firstAccessInfoSchema, type FirstAccessInfo } from '@vitrine/contract/auth';
import { linkOrNull } from '../first-access-link.ts';

/** GET {auth}/customers/first-access/{token} — is this create-password link still good? */
export function getCustomerFirstAccess(client: ApiClient, token: string): Promise<FirstAccessInfo> {
  return parse(
    firstAccessInfoSchema,
    client.auth.get(`customers/first-access/${encodeURIComponent(token)}`),
  );
}

/** The link's account, or null when it no longer works (first-access-link.ts). */
export const customerFirstAccessLink = (client: ApiClient, token: string) =>
  linkOrNull(getCustomerFirstAccess(client, token));
