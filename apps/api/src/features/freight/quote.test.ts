import type { FreightTableRow } from '@vitrine/domain/freight-table';
import { describe, expect, it } from 'vitest';
import { quoteFreight, type CarrierQuoter, type FreightSetup, type ShippedLine } from './quote.ts';

// The quote's own rules (pure): the table by billable weight, the carrier's services with the
// store's markup and handling days, free shipping on the cheapest, pickup, and what happens
// when the carrier platform fails. The Melhor Envio adapter itself is tested against its
// loopback server (test/melhor-envio.test.ts).

const table: FreightTableRow[] = [
  {
    zipStart: '01000000',
    zipEnd: '19999999',
    weightStartGrams: 0,
    weightEndGrams: 1000,
    priceCents: 1290,
    days: 3,
  },
  {
    zipStart: '01000000',
    zipEnd: '19999999',
    weightStartGrams: 1001,
    weightEndGrams: 10000,
    priceCents: 2290,
    days: 4,
  },
  {
    zipStart: '00000000',
    zipEnd: '99999999',
    weightStartGrams: 0,
    weightEndGrams: 30000,
    priceCents: 4990,
    days: 12,
  },
];

const shirt: ShippedLine = {
  weightGrams: 200,
  heightCm: 4,
  widthCm: 25,
  lengthCm: 30,
  quantity: 1,
  unitPriceCents: 8990,
};

const carrierAnswering = (services: Awaited<ReturnType<CarrierQuoter>>) => {
  const calls: Parameters<CarrierQuoter>[0][] = [];
  const quote: CarrierQuoter = async (request) => {
    calls.push(request);
    return services;
  };
  return { quote, calls };
};

const setup = (overrides: Partial<FreightSetup> = {}): FreightSetup => ({
  originCep: '01001000',
  defaultPackage: { weightGrams: 300, heightCm: 2, widthCm: 11, lengthCm: 16 },
  ownTable: table,
  freeShipping: [],
  pickup: null,
  carrier: null,
  flatFee: { priceCents: 1990, freeFromCents: 29_900 },
  ...overrides,
});

describe('quoteFreight', () => {
  it('prices the table by billable weight: three shirts cube to 1.5 kg, past the 1 kg band', async () => {
    const one = await quoteFreight(setup(), { cep: '01310-100', lines: [shirt], goodsCents: 8990 });
    expect(one).toMatchObject({
      ok: true,
      options: [{ id: 'tabela', priceCents: 1290, daysMax: 3 }],
    });
    const three = await quoteFreight(setup(), {
      cep: '01310100',
      lines: [{ ...shirt, quantity: 3 }],
      goodsCents: 26_970,
    });
    expect(three).toMatchObject({ ok: true, options: [{ priceCents: 2290, daysMax: 4 }] });
  });

  it('uses the default package for a variation without measures', async () => {
    const heavyDefault = setup({
      defaultPackage: { weightGrams: 1500, heightCm: 2, widthCm: 11, lengthCm: 16 },
    });
    const bare = { ...shirt, weightGrams: null, heightCm: null, widthCm: null, lengthCm: null };
    const quote = await quoteFreight(heavyDefault, {
      cep: '01310100',
      lines: [bare],
      goodsCents: 1,
    });
    expect(quote).toMatchObject({ ok: true, options: [{ priceCents: 2290 }] });
  });

  it('adds the store’s markup and handling days to the carrier’s services, cheapest first', async () => {
    const carrier = carrierAnswering({
      ok: true,
      services: [
        {
          serviceId: 2,
          name: 'SEDEX',
          company: 'Correios',
          priceCents: 3000,
          daysMin: 1,
          daysMax: 2,
        },
        {
          serviceId: 1,
          name: 'PAC',
          company: 'Correios',
          priceCents: 1800,
          daysMin: 5,
          daysMax: 7,
        },
        {
          serviceId: 3,
          name: '.Package',
          company: 'Jadlog',
          priceCents: 1500,
          daysMin: 4,
          daysMax: 6,
        },
      ],
    });
    const quote = await quoteFreight(
      setup({
        ownTable: null,
        carrier: {
          quote: carrier.quote,
          services: [1, 2],
          markupPercent: 10,
          markupCents: 100,
          extraDays: 2,
        },
      }),
      { cep: '69900000', lines: [shirt], goodsCents: 8990 },
    );
    // Jadlog answered but is not among the store's services.
    expect(quote).toMatchObject({
      ok: true,
      carrierUnavailable: false,
      options: [
        { id: 'me-1', name: 'PAC', carrier: 'Correios', priceCents: 2080, daysMin: 7, daysMax: 9 },
        {
          id: 'me-2',
          name: 'SEDEX',
          carrier: 'Correios',
          priceCents: 3400,
          daysMin: 3,
          daysMax: 4,
        },
      ],
    });
    expect(carrier.calls).toEqual([
      {
        fromCep: '01001000',
        toCep: '69900000',
        services: [1, 2],
        packages: [
          {
            weightGrams: 200,
            heightCm: 4,
            widthCm: 25,
            lengthCm: 30,
            quantity: 1,
            unitPriceCents: 8990,
          },
        ],
      },
    ]);
  });

  it('falls back to the table when the carrier platform fails, and says it failed', async () => {
    const down = carrierAnswering({ ok: false, reason: 'timeout' });
    const carrier = {
      quote: down.quote,
      services: [1],
      markupPercent: 0,
      markupCents: 0,
      extraDays: 0,
    };
    const withTable = await quoteFreight(setup({ carrier }), {
      cep: '90010000',
      lines: [shirt],
      goodsCents: 1,
    });
    expect(withTable).toMatchObject({
      ok: true,
      carrierUnavailable: true,
      options: [{ id: 'tabela', priceCents: 4990 }],
    });
    const alone = await quoteFreight(setup({ carrier, ownTable: null }), {
      cep: '90010000',
      lines: [shirt],
      goodsCents: 1,
    });
    expect(alone).toEqual({
      ok: false,
      code: 'freight_unavailable',
      message: 'Não foi possível calcular o frete agora. Tente novamente em instantes.',
    });
  });

  it('makes the cheapest delivery free once the region’s rule is reached, and offers pickup', async () => {
    const quote = await quoteFreight(
      setup({
        freeShipping: [{ minimumOrderCents: 19_900, region: 'sudeste' }],
        pickup: { address: 'Rua A, 1', hours: '9h às 18h' },
        ownTable: [
          ...table,
          {
            ...table[0]!,
            weightEndGrams: 1000,
            priceCents: 900,
            days: 8,
            zipStart: '01310000',
            zipEnd: '01310999',
          },
        ],
      }),
      { cep: '01310100', lines: [shirt], goodsCents: 19_900 },
    );
    expect(quote).toMatchObject({
      ok: true,
      freeShipping: { free: true },
      options: [
        { id: 'tabela', priceCents: 0, free: true },
        { id: 'retirada', kind: 'pickup', priceCents: 0 },
      ],
      pickup: { address: 'Rua A, 1', hours: '9h às 18h' },
    });
    const short = await quoteFreight(
      setup({ freeShipping: [{ minimumOrderCents: 19_900, region: 'sudeste' }] }),
      { cep: '01310100', lines: [shirt], goodsCents: 19_899 },
    );
    expect(short).toMatchObject({
      ok: true,
      freeShipping: { free: false, missingCents: 1 },
      options: [{ priceCents: 1290, free: false }],
    });
  });

  it('tells a CEP that is no state’s from a CEP the store does not deliver to', async () => {
    expect(await quoteFreight(setup(), { cep: '00000000', lines: [shirt], goodsCents: 1 })).toEqual(
      {
        ok: false,
        code: 'cep_not_found',
        message: 'CEP não encontrado.',
      },
    );
    const southOnly = setup({ ownTable: [{ ...table[2]!, zipStart: '80000000' }] });
    expect(
      await quoteFreight(southOnly, { cep: '01310100', lines: [shirt], goodsCents: 1 }),
    ).toEqual({
      ok: false,
      code: 'no_service',
      message: 'Não entregamos neste CEP.',
    });
  });

  it('offers the flat fee while neither table nor carrier is on, free from its threshold', async () => {
    const flat = setup({ ownTable: null, pickup: { address: 'Rua A, 1', hours: '9h às 18h' } });
    const below = await quoteFreight(flat, { cep: '69900-000', lines: [shirt], goodsCents: 8990 });
    expect(below).toMatchObject({
      ok: true,
      options: [
        { id: 'padrao', kind: 'flat', priceCents: 1990, free: false, daysMax: null },
        { id: 'retirada' },
      ],
      freeShipping: { free: false, missingCents: 29_900 - 8990 },
    });
    const reached = await quoteFreight(flat, {
      cep: '69900-000',
      lines: [shirt],
      goodsCents: 29_900,
    });
    expect(reached).toMatchObject({
      ok: true,
      options: [{ id: 'padrao', priceCents: 0, free: true }, { id: 'retirada' }],
      freeShipping: { free: true },
    });
    const tabled = await quoteFreight(setup(), {
      cep: '01310-100',
      lines: [shirt],
      goodsCents: 8990,
    });
    expect(tabled.ok && tabled.options.map((option) => option.id)).not.toContain('padrao');
  });
});
