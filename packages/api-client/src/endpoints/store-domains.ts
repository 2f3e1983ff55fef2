import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { storeDomainSchema, type StoreDomain } from '@vitrine/contract/domains';
import { messageResponseSchema } from '@vitrine/contract/auth';
import { parse, type ApiClient } from '../client.ts';
import { storeDomainsQueryKey, storeHistoryQueryKey } from '../query-keys.ts';

const path = (domain: string) => `settings/domains/${encodeURIComponent(domain)}`;

/**
 * Add, verify, make primary, remove: each answer refreshes the list (the domains' statuses
 * move together: a new primary unsets the old) and the store's history.
 */
export function storeDomainMutations(client: ApiClient, queryClient: QueryClient) {
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: storeDomainsQueryKey });
    await queryClient.invalidateQueries({ queryKey: storeHistoryQueryKey });
  };
  const write = <T>(name: string, run: (domain: string) => Promise<T>) =>
    mutationOptions({
      mutationKey: [...storeDomainsQueryKey, name],
      mutationFn: run,
      onSettled: refresh,
    });
  return {
    add: write('add', (domain): Promise<StoreDomain> =>
      parse(storeDomainSchema, client.api.post('settings/domains', { json: { domain } })),
    ),
    /** A 422 `domain_not_verified` names each record missing or wrong in `details.problems`. */
    verify: write('verify', (domain): Promise<StoreDomain> =>
      parse(storeDomainSchema, client.api.post(`${path(domain)}/verify`)),
    ),
    makePrimary: write('primary', (domain): Promise<StoreDomain> =>
      parse(storeDomainSchema, client.api.put(`${path(domain)}/primary`)),
    ),
    remove: write('remove', (domain) =>
      parse(messageResponseSchema, client.api.delete(path(domain))),
    ),
  };
}
