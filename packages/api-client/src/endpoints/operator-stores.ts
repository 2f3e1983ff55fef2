import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { operatorStoreSchema, type OperatorStore } from '@vitrine/contract/operators';
import { parse, type ApiClient } from '../client.ts';
import { operatorStoreQueryKey, operatorStoresListsQueryKey } from '../query-keys.ts';

// The console's two writes on a store. Each answers the store's page as it now is: it goes
// under the page's key, and the lists (a state, a badge) are refetched.

const path = (id: string) => `operator/stores/${encodeURIComponent(id)}`;

/** POST {apiBase}/operator/stores/{id}/suspend — 409 store_suspended; 400 on `reason`. */
export function suspendStore(client: ApiClient, input: { id: string; reason: string }) {
  return parse(
    operatorStoreSchema,
    client.api.post(`${path(input.id)}/suspend`, { json: { reason: input.reason } }),
  );
}

/** POST {apiBase}/operator/stores/{id}/reactivate — 409 store_not_suspended. */
export function reactivateStore(client: ApiClient, id: string) {
  return parse(operatorStoreSchema, client.api.post(`${path(id)}/reactivate`));
}

const settle = (queryClient: QueryClient) => async (store: OperatorStore) => {
  queryClient.setQueryData(operatorStoreQueryKey(store._id), store);
  await queryClient.invalidateQueries({ queryKey: operatorStoresListsQueryKey });
};

export const suspendStoreMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['operator', 'stores', 'suspend'],
    mutationFn: (input: { id: string; reason: string }) => suspendStore(client, input),
    onSuccess: settle(queryClient),
  });

export const reactivateStoreMutationOptions = (client: ApiClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['operator', 'stores', 'reactivate'],
    mutationFn: (id: string) => reactivateStore(client, id),
    onSuccess: settle(queryClient),
  });
