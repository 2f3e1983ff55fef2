import { queryOptions } from '@tanstack/react-query';
import { parse, type ApiClient } from '../client.ts';
import { cepLookupResponseSchema, type CepLookup } from '@vitrine/contract/addresses';

/**
 * spec §7 POST /api/get_address — the address of a CEP ('01310-100' or '01310100'). Failures
 * are ApiError: `cep_not_found` (404) or `cep_unavailable` (502, spec §8 toast text).
 */
export function lookupCep(client: ApiClient, zipCode: string): Promise<CepLookup> {
  return parse(
    cepLookupResponseSchema,
    client.api.post('api/get_address', { json: { zip_code: zipCode } }),
  );
}

export const cepQueryKey = (zipCode: string) => ['cep', zipCode.replace(/\D/g, '')] as const;

/** A CEP's address does not change while a form is open: cached for the session. */
export function cepQueryOptions(client: ApiClient, zipCode: string) {
  return queryOptions({
    queryKey: cepQueryKey(zipCode),
    queryFn: () => lookupCep(client, zipCode),
    staleTime: Infinity,
    retry: false,
  });
}
