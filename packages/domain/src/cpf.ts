import { checkValue, isRepeatedCharacter, mod11CheckDigit } from './digits.ts';
import { applyMask, CPF_MASK } from './mask.ts';

// Only the mask's own punctuation is removed: a letter or other stray character makes the value
// invalid rather than being silently ignored (spec §5 says "strip non-digits"; the team's brief
// narrows it to the punctuation people actually type).
const CPF_PUNCTUATION = /[.\-\s]/g;

/** Removes the mask: the canonical 11-digit form stored by the API. */
export function normalizeCpf(value: string): string {
  return value.replace(CPF_PUNCTUATION, '');
}

/** spec §5 CPF: 11 digits, not all identical, both mod-11 check digits. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || isRepeatedCharacter(cpf)) return false;
  const values = [...cpf].map(checkValue);
  // CPF weights run 2..10 and 2..11 without wrapping, hence the generous limit.
  const first = mod11CheckDigit(values.slice(0, 9), 11);
  const second = mod11CheckDigit([...values.slice(0, 9), first], 11);
  return values[9] === first && values[10] === second;
}

/**
 * '39053344705' → '390.533.447-05'. Anything that is not 11 digits once unmasked is returned
 * unchanged: a display helper must neither cut nor invent characters. For as-you-type masking
 * use `applyMask(value, CPF_MASK)`.
 */
export function formatCpf(value: string): string {
  const cpf = normalizeCpf(value);
  return /^\d{11}$/.test(cpf) ? applyMask(cpf, CPF_MASK) : value;
}
