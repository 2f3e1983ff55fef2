import { FREIGHT_ROW_PROBLEM_MESSAGES } from '@vitrine/domain/freight-table';
import { describe, expect, it } from 'vitest';
import {
  clampPage,
  fieldOfRowMessage,
  formatCep,
  pageCount,
  pageOfRow,
  pageRows,
  ROWS_PER_PAGE,
  sheetProblems,
  tableProblems,
} from './table-rows.ts';

const rows = Array.from({ length: 5000 }, (_, index) => index);

describe('pageRows', () => {
  it('shows one page of a table of thousands, each row with its place in the table', () => {
    const page = pageRows(rows, 3);
    expect(page).toHaveLength(ROWS_PER_PAGE);
    expect(page[0]).toEqual({ row: 2 * ROWS_PER_PAGE, index: 2 * ROWS_PER_PAGE });
    expect(pageRows(rows, pageCount(rows.length)).at(-1)).toEqual({ row: 4999, index: 4999 });
  });

  it.each([
    [0, 5000, 1],
    [-3, 5000, 1],
    [Number.NaN, 5000, 1],
    [101, 5000, 100],
    [2.7, 5000, 2],
    [4, 0, 1],
  ])('brings page %s of %s rows to %s', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });

  it('finds the page of a row just added', () => {
    expect(pageOfRow(0)).toBe(1);
    expect(pageOfRow(ROWS_PER_PAGE)).toBe(2);
    expect(pageRows(rows.concat(5000), pageOfRow(5000)).at(-1)?.row).toBe(5000);
  });
});

describe('formatCep', () => {
  it('writes the CEP as 00000-000', () => {
    expect(formatCep('01000000')).toBe('01000-000');
  });
});

describe('fieldOfRowMessage', () => {
  it('puts the row check’s problems next to the field they are about', () => {
    expect(fieldOfRowMessage(FREIGHT_ROW_PROBLEM_MESSAGES.zip_range_reversed)).toBe('zip_end');
    expect(fieldOfRowMessage(FREIGHT_ROW_PROBLEM_MESSAGES.weight_range_reversed)).toBe(
      'weight_end_grams',
    );
    expect(fieldOfRowMessage('outra coisa')).toBeNull();
  });
});

describe('sheetProblems', () => {
  it('names each line and column of a refused sheet', () => {
    expect(
      sheetProblems([
        { line: 3, column: 'zipCodeEnd', message: 'CEP inválido.' },
        { line: 4, column: null, message: 'O peso inicial deve ser menor ou igual ao final.' },
        { nonsense: true },
      ]),
    ).toEqual([
      'Linha 3, coluna zipCodeEnd: CEP inválido.',
      'Linha 4: O peso inicial deve ser menor ou igual ao final.',
    ]);
    expect(sheetProblems(undefined)).toEqual([]);
  });
});

describe('tableProblems', () => {
  it('names the row of each problem of a refused table, counted from 1', () => {
    expect(
      tableProblems([
        { path: 'rows.0.zip_end', message: 'CEP inválido.' },
        { path: 'rows', message: 'A tabela pode ter no máximo 5000 faixas.' },
      ]),
    ).toEqual(['Faixa 1: CEP inválido.', 'A tabela pode ter no máximo 5000 faixas.']);
  });
});
