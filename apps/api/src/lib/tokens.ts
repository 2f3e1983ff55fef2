import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Opaque tokens (sessions, first-access and recover links): 32 random bytes, base64url. Only
// their sha256 is stored, so reading the database never yields a usable token.

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two strings in constant time (signatures, secrets). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

// Without 0/O, 1/I/L: a code read aloud on the phone or typed from a receipt survives.
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A readable random code, e.g. 'K7P3M9QX' (order codes; also a valid pix txid). */
export function readableCode(length = 8): string {
  const bytes = randomBytes(length);
  let code = '';
  // 256 % 31 ≠ 0 skews a few letters very slightly; codes are identifiers, not secrets.
  for (const byte of bytes) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return code;
}
