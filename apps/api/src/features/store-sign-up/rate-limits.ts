import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60 * 1000;

// Opening stores is costly to undo (a slug held for years, e-mails sent to whoever was
// typed): a few per e-mail and per address in an hour. The availability check is typed live,
// letter by letter after a pause: generous per address, but a sweep of the namespace stops.
// Keys are platform-wide: a store sign-up belongs to no store yet.
export function signUpRateLimits(input: { email: string; ip: string }): RateLimitRule[] {
  const windowMs = 60 * MINUTE;
  return [
    { key: `store_sign_up:email:${input.email}`, limit: 3, windowMs },
    { key: `store_sign_up:ip:${input.ip}`, limit: 10, windowMs },
  ];
}

export function slugCheckRateLimits(input: { ip: string }): RateLimitRule[] {
  return [{ key: `store_slug_check:ip:${input.ip}`, limit: 120, windowMs: 10 * MINUTE }];
}

/** A new confirmation link: a few an hour per seller, so nobody floods their own inbox. */
export function resendRateLimits(input: { sellerId: string }): RateLimitRule[] {
  return [{ key: `confirm_email:seller:${input.sellerId}`, limit: 3, windowMs: 60 * MINUTE }];
}
