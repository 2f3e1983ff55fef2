import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvMoney, csvUnguard } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['Joana Souza', 'Joana Souza'],
    ['Silva; "Zé"', '"Silva; ""Zé"""'],
    ['duas\nlinhas', '"duas\nlinhas"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+5511999999999', "'+5511999999999"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvLine', () => {
  it('joins cells with ; and ends with CRLF', () => {
    expect(csvLine(['A1B2', 'Zé; Silva', '10,00'])).toBe('A1B2;"Zé; Silva";10,00\r\n');
  });
});

describe('csvMoney', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [4990, '49,90'],
    [123456, '1234,56'],
    [100000000, '1000000,00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(csvMoney(cents)).toBe(text);
  });
});

describe('csvUnguard', () => {
  it.each(['=HYPERLINK("x")', '+55', '-1', '@SUM(A1)', "'quoted", 'plain', ''])(
    'gives back %j from the cell csvCell guarded',
    (value) => {
      const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
      expect(csvUnguard(guarded)).toBe(value);
    },
  );
});
