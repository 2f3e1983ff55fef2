import type { AccountKind } from '../../db/schema/index.ts';
import type { RateLimitRule } from '../../lib/rate-limit.ts';

const MINUTE = 60 * 1000;

type Action = 'login' | 'recover' | 'sign_up';

// Per e-mail: guessing one account's password, or flooding one inbox. Per IP: one client
// sweeping many accounts. The e-mail key includes the store: accounts are per store.
const LIMITS: Record<Action, { perEmail: number; perIp: number; windowMs: number }> = {
  login: { perEmail: 5, perIp: 30, windowMs: 15 * MINUTE },
  recover: { perEmail: 3, perIp: 10, windowMs: 60 * MINUTE },
  sign_up: { perEmail: 3, perIp: 10, windowMs: 60 * MINUTE },
};

export function accountRateLimits(
  action: Action,
  kind: AccountKind,
  input: { storeId: string; email: string; ip: string },
): RateLimitRule[] {
  const { perEmail, perIp, windowMs } = LIMITS[action];
  return [
    { key: `${action}:${kind}:email:${input.storeId}:${input.email}`, limit: perEmail, windowMs },
    { key: `${action}:ip:${input.ip}`, limit: perIp, windowMs },
  ];
}
