import { createHash } from 'node:crypto';

/**
 * The X-Idempotency-Key of one of our operations: a UUID-shaped digest of what it is for, the
 * same on every call for the same store, checkout (its chargeKey, or the order for a refund) and
 * purpose. A checkout retried after a timeout
 * sends the same key, and Mercado Pago answers the payment it already made instead of charging
 * twice. `purpose` names the operation ('payment', 'payment:1' for a second attempt after one
 * expired, 'refund:<our refund id>').
 */
export function idempotencyKey(storeId: string, chargeKey: string, purpose: string): string {
  const hex = createHash('sha256')
    .update(`vitrine-mercado-pago\n${storeId}\n${chargeKey}\n${purpose}`)
    .digest('hex');
  // Version 4 and variant bits set, so the key reads as the UUID v4 Mercado Pago suggests.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
