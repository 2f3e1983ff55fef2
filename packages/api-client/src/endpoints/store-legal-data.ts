import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  storeLegalDataSchema,
  type StoreLegalData,
  type StoreLegalDataInput,
} from '@vitrine/contract/store-legal-data';
import { parse, type ApiClient } from '../client.ts';
import { storeLegalDataQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/settings/legal-data — every field required; CPF/CNPJ by their check digits. */
export function saveStoreLegalData(
  client: ApiClient,
  body: StoreLegalDataInput,
): Promise<StoreLegalData> {
  return parse(storeLegalDataSchema, client.api.put('settings/legal-data', { json: body }));
}

export function saveStoreLegalDataMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...storeLegalDataQueryKey, 'save'],
    mutationFn: (body: StoreLegalDataInput) => saveStoreLegalData(client, body),
    onSuccess: (saved) => queryClient.setQueryData(storeLegalDataQueryKey, saved),
  });
}
