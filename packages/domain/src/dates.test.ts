import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDate,
  formatDateTime,
  saoPauloInstant,
  formatDay,
  formatDayMonth,
  formatTime,
  saoPauloDay,
  startOfSaoPauloDay,
} from './dates.ts';

describe('formatDateTime', () => {
  it.each([
    ['2026-03-05T15:07:00Z', '05/03/2026 12:07'],
    ['2025-01-02T01:30:00.000Z', '01/01/2025 22:30'],
    // Midnight in Brasília is 00:00, never 24:00.
    ['2026-03-05T03:00:00Z', '05/03/2026 00:00'],
    ['2026-03-05T03:09:00Z', '05/03/2026 00:09'],
  ])('writes %s as %s, Brasília wall clock', (iso, expected) => {
    expect(formatDateTime(iso)).toBe(expected);
  });

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const iso = '2026-12-01T15:05:00Z';
    expect(formatDateTime(new Date(iso))).toBe('01/12/2026 12:05');
    expect(formatDateTime(Date.parse(iso))).toBe('01/12/2026 12:05');
  });

  it('joins the day and the time with what the sentence asks for', () => {
    expect(formatDateTime('2026-03-10T02:30:00Z', ' às ')).toBe('09/03/2026 às 23:30');
    expect(formatDateTime('2026-03-10T02:30:00Z', ', ')).toBe('09/03/2026, 23:30');
  });
});

describe('formatDate', () => {
  it('writes the Brasília day, which is the previous one for an early UTC instant', () => {
    expect(formatDate('2026-03-05T15:00:00Z')).toBe('05/03/2026');
    expect(formatDate('2026-03-01T02:59:00Z')).toBe('28/02/2026');
    expect(formatDate(new Date('2026-01-01T01:00:00Z'))).toBe('31/12/2025');
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-03-05T15:07:00Z', '12:07'],
    ['2026-03-05T03:00:00Z', '00:00'],
    ['2026-03-05T02:59:00Z', '23:59'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatTime(iso)).toBe(expected);
  });
});

describe('saoPauloDay', () => {
  it.each([
    ['2026-03-05T15:00:00Z', '2026-03-05'],
    ['2026-03-05T02:59:59Z', '2026-03-04'],
    ['2026-03-05T03:00:00Z', '2026-03-05'],
  ])('gives %s the Brasília day %s', (iso, day) => {
    expect(saoPauloDay(new Date(iso))).toBe(day);
  });
});

describe('startOfSaoPauloDay', () => {
  it('is 03:00 UTC of the same calendar day, whose Brasília day is itself', () => {
    const start = startOfSaoPauloDay('2026-03-05');
    expect(start.toISOString()).toBe('2026-03-05T03:00:00.000Z');
    expect(saoPauloDay(start)).toBe('2026-03-05');
    expect(saoPauloDay(new Date(start.getTime() - 1))).toBe('2026-03-04');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-05', 0, '2026-03-05'],
  ])('%s + %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });
});

describe('formatDay', () => {
  it.each([
    ['2026-03-10', '10/03/2026'],
    ['2026-11-30T00:00:00.000Z', '30/11/2026'],
  ])('writes the calendar day %s as %s', (day, expected) => {
    expect(formatDay(day)).toBe(expected);
  });
});

describe('formatDayMonth', () => {
  it('shows a calendar day as dd/mm', () => {
    expect(formatDayMonth('2025-03-04')).toBe('04/03');
  });
});

describe('saoPauloInstant', () => {
  it.each([
    ['05/03/2026', '14:30', '2026-03-05T17:30:00.000Z'],
    ['31/12/2026', '23:59', '2027-01-01T02:59:00.000Z'],
    ['01/01/2027', '00:00', '2027-01-01T03:00:00.000Z'],
  ])('%s %s is %s', (day, time, iso) => {
    const instant = saoPauloInstant(day, time);
    expect(instant?.toISOString()).toBe(iso);
    expect(formatDate(instant!)).toBe(day);
    expect(formatTime(instant!)).toBe(time);
  });

  it.each([
    ['31/02/2026', '10:00'],
    ['5/3/2026', '10:00'],
    ['05/03/2026', '24:00'],
    ['05/03/2026', '9:00'],
    ['', ''],
  ])('refuses %s %s', (day, time) => expect(saoPauloInstant(day, time)).toBeNull());
});
