import { describe, expect, it } from 'vitest';
import { bankHolidays, easterSunday, isBusinessDay, nextBusinessDay } from './business-days.ts';

describe('easterSunday', () => {
  // Easter dates as published in the ecclesiastical tables (2285 and 2038 are the earliest and
  // latest possible dates, 22 March and 25 April).
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('falls in %i on %s', (year, expected) => {
    expect(easterSunday(year)).toBe(expected);
  });
});

describe('bankHolidays', () => {
  // ANBIMA's national holiday calendar (feriados nacionais, the one FEBRABAN's clearing follows)
  // for 2025 and 2026: Carnaval Monday and Tuesday, Paixão de Cristo and Corpus Christi move
  // with Easter; 20/11 is national since Lei 14.759/2023.
  it.each([
    [
      2025,
      [
        '2025-01-01',
        '2025-03-03',
        '2025-03-04',
        '2025-04-18',
        '2025-04-21',
        '2025-05-01',
        '2025-06-19',
        '2025-09-07',
        '2025-10-12',
        '2025-11-02',
        '2025-11-15',
        '2025-11-20',
        '2025-12-25',
      ],
    ],
    [
      2026,
      [
        '2026-01-01',
        '2026-02-16',
        '2026-02-17',
        '2026-04-03',
        '2026-04-21',
        '2026-05-01',
        '2026-06-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-02',
        '2026-11-15',
        '2026-11-20',
        '2026-12-25',
      ],
    ],
  ])('lists the %i calendar', (year, expected) => {
    expect(bankHolidays(year)).toEqual(expected);
  });

  it('has no 20 November before 2024, when it became national', () => {
    expect(bankHolidays(2023)).not.toContain('2023-11-20');
    expect(bankHolidays(2024)).toContain('2024-11-20');
  });
});

describe('nextBusinessDay', () => {
  it.each([
    { date: '2026-11-26', expected: '2026-11-26', why: 'a Thursday stays' },
    { date: '2026-11-28', expected: '2026-11-30', why: 'a Saturday moves to Monday' },
    { date: '2026-11-29', expected: '2026-11-30', why: 'a Sunday moves to Monday' },
    { date: '2026-11-20', expected: '2026-11-23', why: 'Consciência Negra on a Friday' },
    { date: '2026-02-14', expected: '2026-02-18', why: 'Carnaval weekend to Ash Wednesday' },
    { date: '2026-02-17', expected: '2026-02-18', why: 'Carnaval Tuesday' },
    { date: '2026-04-03', expected: '2026-04-06', why: 'Sexta-feira da Paixão' },
    { date: '2026-04-21', expected: '2026-04-22', why: 'Tiradentes on a Tuesday' },
    { date: '2026-06-04', expected: '2026-06-05', why: 'Corpus Christi' },
    { date: '2026-09-07', expected: '2026-09-08', why: 'Independência on a Monday' },
    { date: '2026-10-12', expected: '2026-10-13', why: 'Aparecida on a Monday' },
    { date: '2026-11-02', expected: '2026-11-03', why: 'Finados on a Monday' },
    { date: '2026-12-25', expected: '2026-12-28', why: 'Natal on a Friday' },
    { date: '2027-01-01', expected: '2027-01-04', why: 'Confraternização on a Friday' },
    { date: '2026-05-01', expected: '2026-05-04', why: 'Dia do Trabalho on a Friday' },
    { date: '2023-11-20', expected: '2023-11-20', why: '20/11 before it was national' },
  ])('$date → $expected ($why)', ({ date, expected }) => {
    expect(nextBusinessDay(date)).toBe(expected);
  });

  it.each(['2026-02-30', '28/11/2026', ''])('throws a RangeError for %j', (date) => {
    expect(() => nextBusinessDay(date)).toThrow(RangeError);
  });
});

describe('isBusinessDay', () => {
  it.each([
    ['2026-11-27', true],
    ['2026-11-28', false],
    ['2026-02-18', true],
    ['2026-11-15', false],
  ])('%s → %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });
});
