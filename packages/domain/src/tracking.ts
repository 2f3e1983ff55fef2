// Tracking codes a seller types when shipping a sale. Correios' objects follow the UPU S10
// shape (two letters, nine digits, two letters: QB123456789BR); other carriers use their own,
// so anything of 4–40 letters, digits and hyphens is taken once normalised. The S10 check
// digit is not enforced: sellers copy codes from labels and carriers' systems, and refusing a
// code the carrier printed costs more than a typo the
// tracking page itself reports.

/** Trim, drop inner spaces and upper-case: "qb 123456789br" → "QB123456789BR". */
export function normalizeTrackingCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const TRACKING_CODE = /^[A-Z0-9-]{4,40}$/;

export type TrackingProblem = 'format';

/** Why a normalised code cannot be accepted, or null. */
export function trackingCodeProblem(code: string): TrackingProblem | null {
  return TRACKING_CODE.test(code) ? null : 'format';
}

const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The UPU S10 check digit of eight serial digits (the demo seed prints real-looking codes). */
export function s10CheckDigit(serial: string): number {
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * S10_WEIGHTS[i]!, 0);
  const rest = 11 - (sum % 11);
  if (rest === 10) return 0;
  if (rest === 11) return 5;
  return rest;
}
