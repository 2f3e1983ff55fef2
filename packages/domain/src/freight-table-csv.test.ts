import { describe, expect, it } from 'vitest';
import { readVtexFreightRecord, toVtexFreightRecord } from './freight-table-csv.ts';

const record = {
  zipCodeStart: '1000000',
  zipCodeEnd: '19999999',
  weightStart: '1000.001',
  weightEnd: '5000',
  absoluteMoneyCost: '15.90',
  timeCost: '3.00:00:00',
};

describe('readVtexFreightRecord', () => {
  it('reads VTEX’s sheet: CEPs without leading zeros, decimal grams, dot money, TimeSpan days', () => {
    expect(readVtexFreightRecord(record)).toEqual({
      row: {
        zipStart: '01000000',
        zipEnd: '19999999',
        weightStartGrams: 1001,
        weightEndGrams: 5000,
        priceCents: 1590,
        days: 3,
      },
    });
  });

  it('reads comma money and counts part of a day as a day', () => {
    const result = readVtexFreightRecord({
      ...record,
      absoluteMoneyCost: '1.234,56',
      timeCost: '2.12:00:00',
    });
    expect(result).toMatchObject({ row: { priceCents: 123_456, days: 3 } });
    expect(readVtexFreightRecord({ ...record, timeCost: '08:00:00' })).toMatchObject({
      row: { days: 1 },
    });
  });

  it('names every cell it cannot read', () => {
    const result = readVtexFreightRecord({
      zipCodeStart: '123456789',
      zipCodeEnd: '19999999',
      weightStart: '-1',
      weightEnd: 'muito',
      absoluteMoneyCost: 'R$ 10',
      timeCost: '3 dias',
    });
    expect(result).toEqual({
      problems: [
        { column: 'zipCodeStart', message: 'CEP inválido.' },
        { column: 'weightStart', message: 'Peso inválido (em gramas).' },
        { column: 'weightEnd', message: 'Peso inválido (em gramas).' },
        { column: 'absoluteMoneyCost', message: 'Valor inválido.' },
        { column: 'timeCost', message: 'Prazo inválido (formato d.hh:mm:ss).' },
      ],
    });
  });

  it('round-trips a row through the sheet', () => {
    const read = readVtexFreightRecord(record);
    if (!('row' in read)) throw new Error('expected a row');
    expect(readVtexFreightRecord(toVtexFreightRecord(read.row))).toEqual(read);
  });
});
