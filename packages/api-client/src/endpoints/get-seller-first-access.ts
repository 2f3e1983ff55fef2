import { parse, type ApiClient } from '../client.ts';
import { firstAccessInfoSchema, type FirstAccessInfo } from '@vitrine/contract/auth';
import { linkOrNull } from '../first-access-link.ts';

/** GET {auth}/sellers/first-access/{token} — is this create-password link still good? */
export function getSellerFirstAccess(client: ApiClient, token: string): Promise<FirstAccessInfo> {
  return parse(
    firstAccessInfoSchema,
    client.auth.get(`sellers/first-access/${encodeURIComponent(token)}`),
  );
}

/** The link's seller, or null when it no longer works (first-access-link.ts). */
export const sellerFirstAccessLink = (client: ApiClient, token: string) =>
  linkOrNull(getSellerFirstAccess(client, token));
