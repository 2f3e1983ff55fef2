// Brazilian phone numbers with DDD, as phoneSchema accepts them. Kept apart from schemas.ts so
// the rule has its own tests; reachable as `@vitrine/domain/phone`.

// ANATEL's area codes (DDD). Codes such as 20, 23 or 50 do not exist and are typo signals.
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43,
  44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77,
  79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Removes the phone mask ('(11) 91234-5678') leaving the 10 or 11 digits the API stores. */
export function normalizePhone(value: string): string {
  return value.replace(/[()\-.\s]/g, '');
}

/**
 * DDD + landline (10 digits, number starting 2–5) or DDD + mobile (11 digits, starting 9 —
 * every mobile has carried the extra 9 since 2016, so a 10-digit mobile is out of date).
 */
export function isValidPhone(value: string): boolean {
  const phone = normalizePhone(value);
  const match = /^(\d{2})(9\d{8}|[2-5]\d{7})$/.exec(phone);
  return match !== null && AREA_CODES.has(Number(match[1]));
}

/**
 * A Brazilian mobile with its DDD (11 digits, the number starting 9): what WhatsApp reaches.
 * Masked or not; never a landline, never with the country code (the form asks for the DDD).
 */
export function isMobilePhone(value: string): boolean {
  const phone = normalizePhone(value);
  return phone.length === 11 && isValidPhone(phone);
}

/** The number as WhatsApp's API takes it: the country code and the digits ('5511912345678'). */
export function whatsAppNumber(value: string): string {
  return `55${normalizePhone(value)}`;
}
