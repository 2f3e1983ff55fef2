// CSV as Excel in pt-BR opens it with a double click (the seller's sales export, features/sales):
// UTF-8 with a BOM (without it Excel reads Windows-1252 and "São" turns to "SÃ£o"), `;` between
// fields (the list separator of a pt-BR Windows: the comma is the decimal mark), CRLF lines.

export const CSV_BOM = '\uFEFF';

/**
 * One cell. A value a spreadsheet would run as a formula (= + - @, or a tab/CR that some
 * read before one) starts with an apostrophe, so a buyer named "=HYPERLINK(…)" stays text
 * (OWASP "CSV injection"). Quoted when it holds the separator, a quote or a line break.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A cell as read back from a file csvCell wrote: the apostrophe the guard put before a leading
 * = + - @ (or tab, CR) comes off, so an export imported again gives back the same text.
 */
export function csvUnguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

export function csvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(';')}\r\n`;
}

/** 123456 cents → '1234,56': a number Excel in pt-BR sums, without 'R$' or thousands dots. */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
