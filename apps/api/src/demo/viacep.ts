import { regionOfState, REGION_LABELS, stateOfCep } from '@vitrine/domain/cep-ranges';
import { findState } from '@vitrine/domain/states';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_CEPS } from '../seed/cep-cache.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking ViaCEP's protocol (`GET /ws/{cep}/json/`), for the
 * offline demo and the tests, as the adapter (src/features/cep/viacep.ts) reads it:
 *
 * - 8 digits in a state's range (the Correios' ranges in @vitrine/domain/cep-ranges): 200 with
 *   ViaCEP's fields — `cep` masked, `logradouro`, `complemento`, `unidade`, `bairro`,
 *   `localidade`, `uf`, `estado`, `regiao`, `ibge`, `gia`, `ddd`, `siafi`. The seeded CEPs
 *   (seed/cep-cache.ts) answer their whole address; any other answers its state and a city of
 *   that state (one of its IBGE municipalities, the same for every CEP of a five-digit prefix),
 *   street and neighbourhood empty, as ViaCEP answers a single-CEP town. It knows the IBGE code
 *   of the seeded CEPs only (others: empty, or what `addresses` gives) and no DDD.
 * - 8 digits in no state's range: 200 `{ "erro": "true" }`, ViaCEP's "not found".
 * - anything else: 400 with an HTML page, as ViaCEP answers a malformed CEP.
 *
 * `addresses` adds or replaces answers (tests). No vitest import: the demo starts it too.
 */
export type ViaCepAnswer = {
  cep: string;
  logradouro: string;
  complemento: string;
  unidade: string;
  bairro: string;
  localidade: string;
  uf: string;
  estado: string;
  regiao: string;
  ibge: string;
  gia: string;
  ddd: string;
  siafi: string;
};

const LOOKUP = /^\/ws\/([^/]*)\/json\/?$/;
const BAD_REQUEST = '<h2>Http 400</h2><h3>Verifique a sua URL (Bad Request)</h3>';

export async function startViaCep(
  options: { addresses?: Record<string, Partial<ViaCepAnswer>>; port?: number } = {},
) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const cep = LOOKUP.exec(url.split('?')[0] ?? '')?.[1];
    if (req.method !== 'GET' || cep === undefined) return send(res, 404, 'text/html', '');
    if (!/^\d{8}$/.test(cep)) return send(res, 400, 'text/html; charset=utf-8', BAD_REQUEST);
    const answer = answerFor(cep, options.addresses?.[cep]);
    send(res, 200, 'application/json; charset=utf-8', JSON.stringify(answer ?? { erro: 'true' }));
  });
  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every path asked, in order. */
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type ViaCepLoopback = Awaited<ReturnType<typeof startViaCep>>;

/** ViaCEP's answer for an 8-digit CEP; null when it is in no state's range. */
export function answerFor(cep: string, given?: Partial<ViaCepAnswer>): ViaCepAnswer | null {
  const uf = given?.uf ?? stateOfCep(cep);
  if (!uf) return null;
  const state = findState(uf);
  if (!state) return null;
  const seeded = DEMO_CEPS[cep];
  const cities = state.cidades;
  const city = seeded?.city ?? cities[Number(cep.slice(0, 5)) % cities.length] ?? state.nome;
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: seeded?.street ?? '',
    complemento: seeded?.complement ?? '',
    unidade: '',
    bairro: seeded?.neighborhood ?? '',
    localidade: city,
    uf: state.sigla,
    estado: state.nome,
    regiao: REGION_LABELS[regionOfState(state.sigla)],
    ibge: seeded?.municipality_code ?? '',
    gia: '',
    ddd: '',
    siafi: '',
    ...given,
  };
}

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type }).end(body);
}
