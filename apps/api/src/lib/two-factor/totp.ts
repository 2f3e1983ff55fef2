import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

// The arithmetic of two-step verification (TOTP, RFC 6238, done by otpauth): 6 digits, 30 s,
// SHA-1 — what every authenticator app (Google Authenticator, Microsoft, Authy, 1Password)
// reads from an `otpauth://` URI.

const PERIOD_SECONDS = 30;
const DIGITS = 6;

/** A new authenticator secret: 160 random bits (RFC 4226's recommended length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '', issuer = '') {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
}

/** The URI an authenticator app scans: `otpauth://totp/{issuer}:{label}?secret=…`. */
export function otpauthUri(secret: string, who: { issuer: string; label: string }): string {
  return totpOf(secret, who.label, who.issuer).toString();
}

/** A code of the app: exactly the digits (spaces typed between them dropped). */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * The time step a code belongs to, when it is the app's code for `now` or the step just before
 * or after (a phone's clock a little off, a code typed as it turned); null otherwise. The
 * caller accepts it only past the last step it accepted: a code is good once.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  const totp = totpOf(secret);
  const delta = totp.validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** The code of a step (tests and the demo's own sign-in only: the app computes it for real). */
export function totpCode(secret: string, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

// Recovery codes: no 0/o, 1/l/i — read off paper and typed again.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters (~49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/**
 * What is kept of a recovery code: its SHA-256 (the code is random, not a password: a slow
 * hash adds nothing), over the code as typed in any case, with or without its dash and spaces.
 */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(`vitrine-recovery:${normalized}`).digest('hex');
}
