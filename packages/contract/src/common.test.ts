import { describe, expect, it } from 'vitest';
import { daySchema, instantSchema, text } from './common.ts';

describe('text', () => {
  it.each(['a\u0000b', '\u0000', 'fim\u0000'])('refuses a NUL byte in %j, in pt-BR', (value) => {
    expect(text().trim().min(1).safeParse(value).error?.issues).toEqual([
      expect.objectContaining({ message: 'O texto contém um caractere inválido.' }),
    ]);
  });

  it('keeps every other character, accents and emoji included', () => {
    expect(text().parse('Ação ☕ \t linha')).toBe('Ação ☕ \t linha');
  });
});

describe('dates', () => {
  const day = daySchema('Use a data no formato AAAA-MM-DD.');
  it.each(['2000-01-01', '2026-02-28', '2099-12-31'])('takes the day %s', (value) => {
    expect(day.safeParse(value).success).toBe(true);
  });

  it.each(['1999-12-31', '2100-01-01', '9999-12-31', '0001-01-01'])(
    'refuses the day %s as out of range',
    (value) => {
      expect(day.safeParse(value).error?.issues[0]?.message).toBe(
        'Use uma data entre 01/01/2000 e 31/12/2099.',
      );
    },
  );

  it.each([
    ['2026-03-02T12:00:00Z', true],
    ['2026-03-02T12:00:00.123Z', true],
    ['9999-12-31T23:59:59Z', false],
    ['1970-01-01T00:00:00Z', false],
    ['2026-03-02', false],
  ])('reads the instant %s: %s', (value, ok) => {
    expect(instantSchema().safeParse(value).success).toBe(ok);
  });
});
