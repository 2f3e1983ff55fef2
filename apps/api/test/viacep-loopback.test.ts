import { BRAZILIAN_STATES } from '@vitrine/domain/states';
import { afterAll, describe, expect, it } from 'vitest';
import { startViaCep } from '../src/demo/viacep.ts';
import { call, createTestApp } from './harness.ts';

// The demo's CEP service (src/demo/viacep.ts): ViaCEP's protocol on 127.0.0.1, so the offline
// `pnpm start` fills any CEP's state and city through the real adapter.
const viaCep = await startViaCep();
afterAll(() => viaCep.close());
const { app } = await createTestApp({ config: { CEP_SERVICE_URL: viaCep.url } });
const lookup = (zip_code: string) => call(app, 'POST', '/api/get_address', { body: { zip_code } });
const ws = (path: string) => fetch(`${viaCep.url}/ws/${path}/json/`);

describe('the ViaCEP loopback: the protocol', () => {
  it("answers a seeded CEP with its whole address, in ViaCEP's fields", async () => {
    const res = await ws('01310100');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      unidade: '',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      estado: 'São Paulo',
      regiao: 'Sudeste',
      ibge: '3550308',
      gia: '',
      ddd: '',
      siafi: '',
    });
  });

  it.each([
    ['69900100', 'AC', 'Acre', 'Norte'],
    ['88015200', 'SC', 'Santa Catarina', 'Sul'],
    ['73700000', 'GO', 'Goiás', 'Centro-Oeste'],
  ])(
    'answers %s, seeded nowhere, with its state and a city of it',
    async (cep, uf, estado, regiao) => {
      const answer = (await (await ws(cep)).json()) as Record<string, string>;
      expect(answer).toMatchObject({ uf, estado, regiao, logradouro: '', bairro: '' });
      const cities = BRAZILIAN_STATES.find((state) => state.sigla === uf)?.cidades ?? [];
      expect(cities).toContain(answer.localidade);
    },
  );

  it('answers { "erro": "true" } for a CEP in no state range', async () => {
    const res = await ws('00000000');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erro: 'true' });
  });

  it.each(['0131010', '950100100', '95010A10'])('answers 400 to the malformed %s', async (cep) => {
    expect((await ws(cep)).status).toBe(400);
  });
});

describe('the ViaCEP loopback: through the API', () => {
  it('fills the state and city of a CEP the demo did not seed', async () => {
    const res = await lookup('88015-200');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ zip_code: '88015200', state: 'SC', street: '' });
    expect(res.json.city).not.toBe('');
    expect(viaCep.requests).toContain('/ws/88015200/json/');
  });

  it('answers a seeded CEP in full', async () => {
    expect((await lookup('70150900')).json).toEqual({
      zip_code: '70150900',
      street: 'Praça dos Três Poderes',
      complement: '',
      neighborhood: 'Zona Cívico-Administrativa',
      city: 'Brasília',
      state: 'DF',
      municipality_code: '5300108',
    });
  });
});
