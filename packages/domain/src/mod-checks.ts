// Internal helpers of boleto.ts (not re-exported by index.ts): FEBRABAN's two check-digit rules
// for bank boletos ("Layout padrão de arrecadação/boleto", bloqueto de cobrança).

/**
 * Mod 10 of a typeable-line field: weights 2, 1, 2, 1… from the rightmost digit, the digits of
 * each product summed (14 counts 1 + 4); DV = 10 − (sum mod 10), or 0 when that is 10.
 */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const weight = index % 2 === 0 ? 2 : 1;
    const product = Number(digits[digits.length - 1 - index]) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * Mod 11 general DV of the 44-digit barcode, over its 43 other digits: weights 2…9 from the
 * right, restarting at 2; DV = 11 − (sum mod 11), and a result of 0, 10 or 11 becomes 1 — so a
 * bank boleto's general DV is never 0.
 */
export function boletoMod11CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[digits.length - 1 - index]) * (2 + (index % 8));
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}
