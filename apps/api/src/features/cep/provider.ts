import type { CachedCepAddress } from '../../db/schema/index.ts';
import type { OutsideResult } from '../../lib/outside/failure.ts';

export type CepAddress = CachedCepAddress;

/**
 * Where CEPs are looked up (ViaCEP's protocol). `lookup` answers the address, `address: null`
 * when the CEP does not exist, or the outside failure (down, slow, nonsense), which the route
 * turns into the spec §8 "try again" message.
 */
export type CepProvider = {
  lookup(cep: string): Promise<OutsideResult<{ address: CepAddress | null }>>;
};
