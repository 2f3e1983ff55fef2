import { checkValue, isRepeatedCharacter, mod11CheckDigit } from './digits.ts';
import { applyMask, CNPJ_MASK } from './mask.ts';

const CNPJ_PUNCTUATION = /[./\-\s]/g;
// IN RFB 2.229/2024: since July 2026 the 12-character root and branch may hold letters; the two
// check digits stay numeric. Numeric CNPJs are the special case of the same rule.
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;

/** Removes the mask and upper-cases: the canonical 14-character form stored by the API. */
export function normalizeCnpj(value: string): string {
  return value.replace(CNPJ_PUNCTUATION, '').toUpperCase();
}

/** spec §5 CNPJ, extended to the alphanumeric CNPJ (IN RFB 2.229/2024). */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_SHAPE.test(cnpj) || isRepeatedCharacter(cnpj)) return false;
  const values = [...cnpj].map(checkValue);
  const first = mod11CheckDigit(values.slice(0, 12), 9);
  const second = mod11CheckDigit([...values.slice(0, 12), first], 9);
  return values[12] === first && values[13] === second;
}

/**
 * '11222333000181' → '11.222.333/0001-81'; letters are upper-cased ('12.ABC.345/01DE-35').
 * Anything that is not a 14-character CNPJ once unmasked is returned unchanged.
 */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  return CNPJ_SHAPE.test(cnpj) ? applyMask(cnpj, CNPJ_MASK) : value;
}
