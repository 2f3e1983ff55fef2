import type { CachedCepAddress } from '../../db/schema/index.ts';

export type CepAddress = CachedCepAddress;

/**
 * Where CEPs are looked up (ViaCEP by default). `lookup` answers the address, null when the CEP
 * does not exist, and throws CepUnavailableError when the service cannot answer (down, slow,
 * nonsense), which the route turns into the spec §8 "try again" message.
 */
export type CepProvider = { lookup(cep: string): Promise<CepAddress | null> };

export class CepUnavailableError extends Error {
  override name = 'CepUnavailableError';
}
