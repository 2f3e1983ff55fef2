import { describe, expect, it } from 'vitest';
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
const { app } = await createTestApp({
  config: { CEP_SERVICE_URL: viaCep.url, CEP_TIMEOUT_MS: '200' },
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
    });
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
    ['a service that never answers (timeout)', '70000000'],
    ['a service answering 503', '20000000'],
  ])('answers 502 with the spec §8 message for %s', async (_label, cep) => {
    const res = await lookup(cep);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      code: 'cep_unavailable',
      message: 'Não foi possível buscar os dados do seu CEP, tente novamente.',
    });
  });

  it.each(['0131010', '01310-1000', 'abcdefgh', 12345678, ''])(
    'refuses %j with 400',
    async (zip) => {
      const res = await lookup(zip);
      expect(res.status).toBe(400);
      expect(res.json.code).toBe('validation_error');
    },
  );
});
