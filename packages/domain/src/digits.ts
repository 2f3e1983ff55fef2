// Internal helpers shared by the document and card validators. Not re-exported by index.ts:
// callers use the named validators, never these building blocks.

/** Removes every character that is not an ASCII digit. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** True when the text is non-empty and made of one repeated character ('11111111111'). */
export function isRepeatedCharacter(value: string): boolean {
  return value.length > 0 && [...value].every((character) => character === value[0]);
}

/**
 * Value of a CPF/CNPJ character in the mod-11 sums: its char code − 48, so '0'–'9' weigh 0–9
 * and 'A'–'Z' weigh 17–42 (IN RFB 2.229/2024, the alphanumeric CNPJ).
 */
export function checkValue(character: string): number {
  return character.charCodeAt(0) - 48;
}

/**
 * Mod-11 check digit used by both CPF and CNPJ: weights grow from 2 at the rightmost value up
 * to `maxWeight`, then restart at 2 (CNPJ restarts after 9; CPF never reaches its limit).
 * Remainders 0 and 1 both give 0 — the reason a few single-character typos go unnoticed.
 */
export function mod11CheckDigit(values: readonly number[], maxWeight: number): number {
  let sum = 0;
  let weight = 2;
  for (let index = values.length - 1; index >= 0; index -= 1) {
    sum += (values[index] ?? 0) * weight;
    weight = weight === maxWeight ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}
