import { describe, expect, it } from 'vitest';
import {
  CARRIER_LIST,
  CARRIER_SLUGS,
  carrierSlugOf,
  isCarrierSlug,
  trackingUrl,
} from './carriers.ts';

describe('trackingUrl', () => {
  it.each([
    [
      'correios',
      'AA100833276BR',
      'https://rastreamento.correios.com.br/app/index.php?objetos=AA100833276BR',
    ],
    ['jadlog', '10080155188760', 'https://www.jadlog.com.br/jadlog/tracking?cte=10080155188760'],
    ['loggi', 'LGI-AB12CD', 'https://www.loggi.com/rastreador/LGI-AB12CD'],
    [
      'jt_express',
      '888001234567',
      'https://www.jtexpress.com.br/trajectoryQuery?waybillNo=888001234567',
    ],
    ['azul_cargo', '12345678', 'https://www.azulcargoexpress.com.br/Rastreio/Rastreio'],
    ['total_express', 'TX123456', 'https://tracking.totalexpress.com.br/tracking/0'],
  ] as const)('links %s to its public tracking page', (carrier, code, url) => {
    expect(trackingUrl(carrier, code)).toBe(url);
  });

  it('has no link for another carrier', () => {
    expect(trackingUrl('outra', 'ABC123')).toBeNull();
  });

  it('escapes the code into the address', () => {
    expect(trackingUrl('loggi', 'A/B?C')).toBe('https://www.loggi.com/rastreador/A%2FB%3FC');
  });
});

describe('carrierSlugOf', () => {
  it.each([
    ['Correios', 'correios'],
    ['CORREIOS', 'correios'],
    ['Jadlog', 'jadlog'],
    ['JadLog', 'jadlog'],
    ['Loggi', 'loggi'],
    ['J&T Express', 'jt_express'],
    ['J&T', 'jt_express'],
    ['Azul Cargo Express', 'azul_cargo'],
    ['Azul Cargo', 'azul_cargo'],
    ['Total Express', 'total_express'],
    ['LATAM Cargo', 'outra'],
    ['Buslog', 'outra'],
  ] as const)('maps %j to %s', (name, slug) => {
    expect(carrierSlugOf(name)).toBe(slug);
  });

  it.each([null, undefined, '', '  '])('has no carrier for %j', (name) => {
    expect(carrierSlugOf(name)).toBeNull();
  });
});

describe('the carrier list', () => {
  it('offers every carrier once, with a pt-BR name, "Outra transportadora" last', () => {
    expect(CARRIER_LIST.map((carrier) => carrier.slug)).toEqual([...CARRIER_SLUGS]);
    expect(CARRIER_LIST.map((carrier) => carrier.name)).toEqual([
      'Correios',
      'Jadlog',
      'Loggi',
      'J&T Express',
      'Azul Cargo Express',
      'Total Express',
      'Outra transportadora',
    ]);
  });

  it('tells a known slug from anything else', () => {
    expect(isCarrierSlug('jadlog')).toBe(true);
    expect(isCarrierSlug('fedex')).toBe(false);
    expect(isCarrierSlug('Correios')).toBe(false);
  });
});
