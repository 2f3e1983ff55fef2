import { describe, expect, it } from 'vitest';
import {
  CARRIER_MESSAGE,
  TRACKING_CODE_MESSAGES,
  trackingCodeSchema,
  updateSaleStatusBodySchema,
} from './sales.ts';

describe('trackingCodeSchema', () => {
  it.each([
    ['qb 123456785br', 'QB123456785BR'],
    ['qb 123456789br', 'QB123456789BR'],
    ['  aa100833276br\n', 'AA100833276BR'],
    ['jad-123 456', 'JAD-123456'],
  ])('takes %j as %s', (typed, stored) => {
    expect(trackingCodeSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['AB', TRACKING_CODE_MESSAGES.format],
    ['QB 1234.5678', TRACKING_CODE_MESSAGES.format],
  ])('refuses %j with one pt-BR message', (typed, message) => {
    const result = trackingCodeSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('is the shipping move’s tracking code', () => {
    expect(
      updateSaleStatusBodySchema.parse({ status: 'enviado', tracking_code: 'qb 123456785br' }),
    ).toEqual({ status: 'enviado', tracking_code: 'QB123456785BR' });
  });
});

describe('the shipping move’s carrier', () => {
  it('takes a carrier of the list', () => {
    expect(
      updateSaleStatusBodySchema.parse({
        status: 'enviado',
        tracking_code: '10080155188760',
        carrier: 'jadlog',
      }),
    ).toEqual({ status: 'enviado', tracking_code: '10080155188760', carrier: 'jadlog' });
  });

  it.each(['fedex', 'Correios', ''])('refuses %j with a pt-BR message', (carrier) => {
    const result = updateSaleStatusBodySchema.safeParse({
      status: 'enviado',
      tracking_code: 'QB123456785BR',
      carrier,
    });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['carrier'], CARRIER_MESSAGE],
    ]);
  });
});
