// Numbers as sellers type them: "1.234,56" (pt-BR with thousands), "1234,56" (Excel pt-BR's
// CSV), "1234.56" (other tools), "R$ 49,90". With both marks, the last one is the decimal;
// with one kind only, a mark seen twice groups thousands ("1.234.567"), and so does a single
// dot followed by exactly three digits ("1.234" is mil duzentos e trinta e quatro, as pt-BR
// writes it); a single comma is always the decimal mark ("49,999" has too many decimals).

const MONEY_PREFIX = /^R\$\s*/i;

/**
 * `text` as an integer count of 10^-scale units (scale 2: cents, 1: tenths), or null when it is
 * not a number or carries more decimals than `scale`.
 */
export function parseDecimal(text: string, scale: number): number | null {
  const value = text.trim().replace(MONEY_PREFIX, '');
  const match = /^(-?)([\d.,]+)$/.exec(value);
  if (!match) return null;
  const [, sign, digits = ''] = match;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let whole = digits;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = Math.max(lastDot, lastComma);
    const grouping = lastDot > lastComma ? ',' : '.';
    whole = digits.slice(0, decimal);
    fraction = digits.slice(decimal + 1);
    if (!isGrouped(whole, grouping) || /[.,]/.test(fraction)) return null;
    whole = whole.replaceAll(grouping, '');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const mark = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(mark);
    const groupsThousands =
      parts.length > 2 || (mark === '.' && parts[1]?.length === 3 && scale < 3);
    if (groupsThousands) {
      if (!isGrouped(digits, mark)) return null;
      whole = digits.replaceAll(mark, '');
    } else {
      whole = parts[0] ?? '';
      fraction = parts[1] ?? '';
    }
  }
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > scale) return null;
  const units = Number(whole + fraction.padEnd(scale, '0'));
  if (!Number.isSafeInteger(units)) return null;
  return sign === '-' ? -units : units;
}

/** "1.234.567" grouped by `mark` in threes after a first group of one to three digits. */
function isGrouped(text: string, mark: string): boolean {
  const [first = '', ...rest] = text.split(mark);
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
}

/** A whole number ("12", "1.200"), or null. */
export function parseWhole(text: string): number | null {
  return parseDecimal(text, 0);
}
