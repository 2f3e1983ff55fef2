import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { firstAccessInfoSchema, type FirstAccessInfo } from '@vitrine/contract/auth';

/** GET {auth}/sellers/first-access/{token} — is this create-password link still good? */
export function getSellerFirstAccess(client: ApiClient, token: string): Promise<FirstAccessInfo> {
  return parse(
    firstAccessInfoSchema,
    client.auth.get(`sellers/first-access/${encodeURIComponent(token)}`),
  );
}

export function sellerFirstAccessQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: ['seller', 'first-access', token] as const,
    queryFn: () => getSellerFirstAccess(client, token),
    retry: false,
  });
}
