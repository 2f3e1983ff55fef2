import { createHash } from 'node:crypto';

/**
 * The charge's txid for one order: 32 hex characters (inside the API's [a-zA-Z0-9]{26,35}),
 * the same on every call for the same store and order, so a retried checkout PUTs the same
 * charge instead of creating a second one. `attempt` gives a new txid when an order must be
 * charged again after its charge expired.
 */
export function txidForOrder(storeId: string, orderCode: string, attempt = 0): string {
  return createHash('sha256')
    .update(`vitrine-pix\n${storeId}\n${orderCode}\n${attempt}`)
    .digest('hex')
    .slice(0, 32);
}
