/**
 * The 47-digit typeable line in the groups printed on every boleto (FEBRABAN):
 * `AAABC.CCCCX DDDDD.DDDDDY EEEEE.EEEEEZ K UUUUVVVVVVVVVV`. Anything else is shown as given.
 */
export function formatBoletoLine(line: string): string {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return line;
  const field = (start: number, end: number, dot: number) =>
    `${digits.slice(start, start + dot)}.${digits.slice(start + dot, end)}`;
  return [
    field(0, 10, 5),
    field(10, 21, 5),
    field(21, 32, 5),
    digits.slice(32, 33),
    digits.slice(33, 47),
  ].join(' ');
}
