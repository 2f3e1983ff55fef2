import { twoFactorStatusSchema, type TwoFactorStatus } from '@vitrine/contract/two-factor';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/sellers/me/two-factor — on or off, codes left, and whether the store requires it. */
export function getTwoFactor(client: ApiClient): Promise<TwoFactorStatus> {
  return parse(twoFactorStatusSchema, client.api.get('sellers/me/two-factor'));
}
