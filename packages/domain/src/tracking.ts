// Tracking codes a seller types when shipping a sale. Correios' objects follow the UPU S10
// standard: two letters (service), eight digits, a check digit, two letters (country), for
// example QB123456789BR. Other carriers use their own formats, so anything of 4–40 letters,
// digits and hyphens is accepted; only the S10 shape is checked digit by digit.

/** Trim, drop inner spaces and upper-case: "qb 123456789br" → "QB123456789BR". */
export function normalizeTrackingCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const S10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;
const GENERIC = /^[A-Z0-9-]{4,40}$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The UPU S10 check digit of the eight serial digits. */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * S10_WEIGHTS[i]!, 0);
  const rest = 11 - (sum % 11);
  if (rest === 10) return 0;
  if (rest === 11) return 5;
  return rest;
}

/** Whether a (normalised) code is a Correios S10 code with a correct check digit. */
export function isCorreiosTrackingCode(code: string): boolean {
  const match = S10.exec(code);
  return match !== null && s10CheckDigit(match[2]!) === Number(match[3]);
}

export type TrackingProblem = 'format' | 'check_digit';

/**
 * Why a normalised code cannot be accepted, or null. A code in the S10 shape must carry its
 * check digit right (a typo in a Correios code sends the shopper to someone else's parcel).
 */
export function trackingCodeProblem(code: string): TrackingProblem | null {
  if (S10.test(code)) return isCorreiosTrackingCode(code) ? null : 'check_digit';
  return GENERIC.test(code) ? null : 'format';
}

/** The carrier page where the shopper follows the parcel. */
export function trackingUrl(code: string): string {
  return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
}
