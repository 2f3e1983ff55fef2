import { z } from 'zod';
import { CepUnavailableError, type CepAddress, type CepProvider } from './provider.ts';

// ViaCEP's answer (https://viacep.com.br): `{ "erro": true }` (older: "true") for an unknown CEP.
const viaCepAnswer = z.union([
  z.object({ erro: z.union([z.literal(true), z.literal('true')]) }),
  z.object({
    logradouro: z.string().default(''),
    complemento: z.string().default(''),
    bairro: z.string().default(''),
    localidade: z.string(),
    uf: z.string().length(2),
  }),
]);

/** `GET {baseUrl}/ws/{cep}/json/`, given up after `timeoutMs`. */
export function viaCepProvider(options: { baseUrl: string; timeoutMs: number }): CepProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep: string): Promise<CepAddress | null> {
      let body: unknown;
      try {
        const response = await fetch(`${base}/ws/${cep}/json/`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.status === 400) return null;
        if (!response.ok) throw new CepUnavailableError(`ViaCEP answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof CepUnavailableError) throw error;
        throw new CepUnavailableError(`ViaCEP unreachable: ${String(error)}`, { cause: error });
      }
      const parsed = viaCepAnswer.safeParse(body);
      if (!parsed.success) throw new CepUnavailableError('ViaCEP answered an unknown shape');
      if ('erro' in parsed.data) return null;
      const { logradouro, complemento, bairro, localidade, uf } = parsed.data;
      return {
        street: logradouro,
        complement: complemento,
        neighborhood: bairro,
        city: localidade,
        state: uf.toUpperCase(),
      };
    },
  };
}
