import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  storeStateSchema,
  type StoreCloseBody,
  type StorePauseInput,
  type StoreState,
} from '@vitrine/contract/store-life';
import { parse, type ApiClient } from '../client.ts';
import { storeChecklistQueryKey } from '../query-keys.ts';

// The store's life, its owner's: open (409 store_not_ready names the missing steps), pause
// with a message, reopen, close after the password (409 store_has_unfinished_orders lists
// them). Each answer is the store's status now; the checklist's query reads it again.

/** The customers' CSV the owner keeps before closing (beside the catalog's and the sales'). */
export const CUSTOMERS_EXPORT_PATH = 'store/customers/export';

export type StoreMove =
  | { move: 'open' }
  | { move: 'pause'; body: StorePauseInput }
  | { move: 'reopen' }
  | { move: 'close'; body: StoreCloseBody };

/** POST {apiBase}/store/{open|pause|reopen|close}. */
export function moveStore(client: ApiClient, request: StoreMove): Promise<StoreState> {
  const json = 'body' in request ? request.body : undefined;
  return parse(storeStateSchema, client.api.post(`store/${request.move}`, { json }));
}

export function moveStoreMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeChecklistQueryKey, 'move'],
    mutationFn: (request: StoreMove) => moveStore(client, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeChecklistQueryKey }),
  });
}
