// spec §5 money and §9 currency BRL: Brazilian format, comma decimals, '.' thousands.

// Intl separates 'R$' from the amount with a NO-BREAK SPACE (U+00A0; some ICU versions use
// U+202F). The contract is a plain space — 'R$ 1.234,56' — so text compares, tests and copied
// values behave; normalised below. signDisplay 'negative' keeps -0 from showing as '-R$ 0,00'.
const BRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  signDisplay: 'negative',
});

/**
 * 1234.56 → 'R$ 1.234,56', -1 → '-R$ 1,00'. Rounds half away from zero to cents for display;
 * amounts that feed a total should already be rounded (round.ts). Throws on NaN/Infinity —
 * showing 'R$ NaN' to a buyer would hide a bug upstream.
 */
export function formatBRL(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatBRL: not a finite amount: ${value}`);
  return BRL.format(value).replace(/[\u00A0\u202F]/g, ' ');
}

/**
 * As-you-type money mask: keeps the digits, the last two are cents. '123456' → '1.234,56',
 * '5' → '0,05', '000123' → '1,23'. No digits gives '' so a field can be cleared. Works on the
 * text only, so long values never lose precision.
 */
export function maskMoney(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const padded = digits.replace(/^0+/, '').padStart(3, '0');
  const integer = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${integer},${padded.slice(-2)}`;
}

// Optional sign and 'R$', digits with optional '.' thousand groups, optional ',' decimals.
const MONEY_SHAPE = /^(-)?(?:R\$)?(\d{1,3}(?:\.\d{3})+|\d+)?(?:,(\d+))?$/;

/**
 * '1.234,56' → 1234.56; also reads formatBRL's output ('-R$ 1,00' → -1). '' → 0 (an empty
 * money field); text that is not Brazilian money → NaN, for the caller's schema to reject.
 */
export function parseMoney(masked: string): number {
  const compact = masked.replace(/\s/g, '');
  if (compact === '') return 0;
  const match = MONEY_SHAPE.exec(compact);
  if (!match || (match[2] === undefined && match[3] === undefined)) return Number.NaN;
  const [, sign, integer = '0', decimals = '0'] = match;
  const amount = Number(`${integer.replace(/\./g, '')}.${decimals}`);
  return sign && amount !== 0 ? -amount : amount;
}
