/**
 * A fresh Idempotency-Key (the API takes 8–128 visible characters). getRandomValues works on
 * any origin; randomUUID only on secure ones, and a store may be tried out over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
