import { z } from 'zod';
import { createOutsideClient } from '../../lib/outside/client.ts';
import type { Logger } from '../../logger.ts';
import type { CepProvider } from './provider.ts';

// ViaCEP's answer (https://viacep.com.br): `{ "erro": "true" }` (newer: true) for an unknown CEP.
const viaCepAnswer = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().default(''),
    complemento: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string().length(2),
    ibge: z.string().default(''),
  }),
]);

export const VIACEP_URL = 'https://viacep.com.br';

/** `GET {baseUrl}/ws/{cep}/json/` through the outside transport, given up after `timeoutMs`. */
export function viaCepProvider(options: {
  baseUrl: string;
  timeoutMs: number;
  logger?: Logger;
}): CepProvider {
  const outside = createOutsideClient({
    provider: 'viacep',
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return {
    async lookup(cep) {
      const answer = await outside.call(
        { operation: 'lookup', method: 'GET', path: `/ws/${cep}/json/` },
        { schema: viaCepAnswer },
      );
      // ViaCEP answers 400 to a CEP that is not 8 digits: no such CEP.
      if (!answer.ok) {
        return answer.kind === 'refused' && answer.status === 400
          ? { ok: true, address: null }
          : answer;
      }
      if ('erro' in answer.value) return { ok: true, address: null };
      const { logradouro, complemento, bairro, localidade, uf, ibge } = answer.value;
      return {
        ok: true,
        address: {
          street: logradouro,
          complement: complemento,
          neighborhood: bairro,
          city: localidade,
          state: uf.toUpperCase(),
          // '' when ViaCEP did not say it: kept so the cache tells it from a lookup made before
          // the code was kept (lookup.ts).
          municipality_code: /^\d{7}$/.test(ibge) ? ibge : '',
        },
      };
    },
  };
}
