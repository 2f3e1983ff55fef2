import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['ana@loja.com.br', 'a@b.c', 'ana.silva+pedidos@exemplo.com', 'ANA@LOJA.COM'])(
    'accepts %j (text, @, text, dot, text)',
    (value) => {
      expect(isValidEmail(value)).toBe(true);
    },
  );

  it.each([
    ['ana', 'no at sign'],
    ['ana@', 'nothing after the at sign'],
    ['@loja.com', 'nothing before the at sign'],
    ['ana@loja', 'no dot after the at sign'],
    ['ana@loja.', 'nothing after the dot'],
    ['ana@.com', 'nothing between the at sign and the dot'],
    ['ana@@loja.com', 'two at signs'],
    ['ana silva@loja.com', 'a space'],
    [' ana@loja.com', 'a leading space'],
    ['ana@loja.com\n', 'a trailing newline'],
    ['ana@lo\tja.com', 'a tab'],
    ['', 'empty'],
  ])('rejects %j (%s)', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});
