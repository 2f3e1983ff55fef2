import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { firstAccessInfoSchema, type FirstAccessInfo } from '@vitrine/contract/auth';

/** GET {auth}/customers/first-access/{token} — is this create-password link still good? */
export function getCustomerFirstAccess(client: ApiClient, token: string): Promise<FirstAccessInfo> {
  return parse(
    firstAccessInfoSchema,
    client.auth.get(`customers/first-access/${encodeURIComponent(token)}`),
  );
}

export const customerFirstAccessQueryKey = (token: string) =>
  ['customer', 'first-access', token] as const;

export function customerFirstAccessQueryOptions(client: ApiClient, token: string) {
  return queryOptions({
    queryKey: customerFirstAccessQueryKey(token),
    queryFn: () => getCustomerFirstAccess(client, token),
    retry: false,
  });
}
