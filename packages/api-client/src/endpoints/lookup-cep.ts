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
