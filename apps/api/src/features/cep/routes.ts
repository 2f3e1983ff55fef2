import { createRoute } from '@hono/zod-openapi';
import { cepLookupBodySchema, cepLookupResponseSchema } from '@vitrine/contract/addresses';
import { errorSchema } from '@vitrine/contract/common';
import { stateOfCep } from '@vitrine/domain/cep-ranges';
import type { Feature } from '../../http/context.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import { errorResponses, jsonBody, jsonContent } from '../../lib/openapi.ts';
import { lookupCep } from './lookup.ts';

/** spec §8 zip lookup failure toast, word for word. */
const UNAVAILABLE = 'Não foi possível buscar os dados do seu CEP, tente novamente.';

/** spec §7 POST /api/get_address: the address a CEP names. Public: sign-up forms use it. */
export const registerCep: Feature = (app, deps) => {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/get_address',
      tags: ['Endereços'],
      summary: 'Busca o endereço de um CEP (ViaCEP, com cache).',
      description:
        '404 `cep_not_found` para um CEP que não existe: fora das faixas de todos os estados (sem consultar o serviço) ou assim respondido pelo serviço. 502 `cep_unavailable` quando o serviço não responde (fora do ar, lento), com o estado da faixa do CEP em `details.state`.',
      request: jsonBody(cepLookupBodySchema),
      responses: {
        200: jsonContent(cepLookupResponseSchema, 'Endereço do CEP.'),
        502: jsonContent(
          errorSchema,
          'Serviço de CEP indisponível. `details.state`: o estado da faixa do CEP (faixas dos Correios), para o formulário seguir com ele.',
        ),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { zip_code } = c.req.valid('json');
      const found = await lookupCep(deps, zip_code);
      if (!found.ok) {
        // The transport logged the failure; the state is known without the service: each state
        // has its own CEP ranges.
        throw new ApiError(502, 'cep_unavailable', UNAVAILABLE, { state: stateOfCep(zip_code) });
      }
      if (!found.address) throw notFound('CEP não encontrado.', 'cep_not_found');
      return c.json(
        { zip_code, ...found.address, municipality_code: found.address.municipality_code ?? '' },
        200,
      );
    },
  );
};
