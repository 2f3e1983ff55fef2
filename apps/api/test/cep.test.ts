import { describe, expect, it } from 'vitest';
import { cepCache } from '../src/db/schema/index.ts';
import { call, createTestApp } from './harness.ts';
import { startViaCep } from './servers/viacep.ts';

const viaCep = await startViaCep({
  addresses: {
    '01310100': {
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    },
    '78175000': { logradouro: '', complemento: '', bairro: '', localidade: 'Poconé', uf: 'MT' },
  },
  hang: ['70000000'],
  broken: ['20000000'],
});
// A second for the service: the first lookup of a cold process on a loaded machine took over
// the 200 ms this was, and the timeout case waits it out only once.
const { app, db } = await createTestApp({
  config: { CEP_SERVICE_URL: viaCep.url, CEP_TIMEOUT_MS: '1000' },
});
const lookup = (zip_code: unknown) => call(app, 'POST', '/api/get_address', { body: { zip_code } });

describe('POST /api/get_address (spec §7)', () => {
  it('answers the address of a CEP, masked or not', async () => {
    const res = await lookup('01310-100');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      zip_code: '01310100',
      street: 'Avenida Paulista',
      complement: 'de 612 a 1510 - lado par',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      // ViaCEP's `ibge`: an NF-e names the municipality by it.
      municipality_code: '3550308',
    });
  });

  it('asks again for a CEP cached before the IBGE code was kept', async () => {
    await db
      .insert(cepCache)
      .values({
        cep: '01310100',
        address: {
          street: 'Avenida Paulista',
          complement: '',
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
        },
        fetchedAt: new Date(),
      })
      .onConflictDoUpdate({
        target: cepCache.cep,
        set: {
          address: {
            street: 'Avenida Paulista',
            complement: '',
            neighborhood: 'Bela Vista',
            city: 'São Paulo',
            state: 'SP',
          },
        },
      });
    const before = viaCep.requests.length;
    expect((await lookup('01310100')).json.municipality_code).toBe('3550308');
    expect(viaCep.requests.length).toBe(before + 1);
  });

  it('answers a single-CEP town with empty street and neighbourhood', async () => {
    expect((await lookup('78175000')).json).toMatchObject({
      street: '',
      city: 'Poconé',
      state: 'MT',
    });
  });

  it('keeps answers in cep_cache: the second lookup does not reach the provider', async () => {
    await lookup('01310100');
    const before = viaCep.requests.length;
    expect((await lookup('01310100')).status).toBe(200);
    expect(viaCep.requests.length).toBe(before);
  });

  it('answers 404 when ViaCEP says { erro: true }, and caches that too', async () => {
    const res = await lookup('99999999');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'cep_not_found', message: 'CEP não encontrado.' });
    const before = viaCep.requests.length;
    await lookup('99999999');
    expect(viaCep.requests.length).toBe(before);
  });

  it.each([
    ['a service that never answers (timeout)', '70000000', 'DF'],
    ['a service answering 503', '20000000', 'RJ'],
  ])(
    'answers 502 with the spec §8 message for %s, and the state of the CEP range',
    async (_label, cep, state) => {
      const res = await lookup(cep);
      expect(res.status).toBe(502);
      expect(res.json).toEqual({
        code: 'cep_unavailable',
        message: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
        details: { state },
      });
    },
  );

  it.each(['00000-000', '00100100', '00999999'])(
    'answers %s, in no state range, "CEP não encontrado" without asking the service',
    async (cep) => {
      const before = viaCep.requests.length;
      const res = await lookup(cep);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ code: 'cep_not_found', message: 'CEP não encontrado.' });
      expect(viaCep.requests.length).toBe(before);
    },
  );

  it.each(['0131010', '01310-1000', 'abcdefgh', 12345678, ''])(
    'refuses %j with 400',
    async (zip) => {
      const res = await lookup(zip);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('validation_error');
    },
  );
});
