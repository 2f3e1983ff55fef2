import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../lib/tokens.ts';

/** The header the sandbox bank signs its webhooks with: `sha256=<hex HMAC of the raw body>`. */
export const SIGNATURE_HEADER = 'X-Signature';

export function signWebhook(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Constant-time check over the exact bytes received: re-serialised JSON would not match. */
export function verifyWebhookSignature(
  secret: string,
  rawBody: string,
  signature: string | undefined,
): boolean {
  return signature !== undefined && safeEqual(signature, signWebhook(secret, rawBody));
}
