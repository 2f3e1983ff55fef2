import { addToCartBodySchema } from '@vitrine/contract/cart';
import { atomWithStorage } from 'jotai/utils';
import { z } from 'zod';

/**
 * spec §3 pending product (qnt, code, variation, store_id), kept when the API says login is
 * required (spec §4, 202) so /login can add it afterwards. `name` labels it on /login,
 * `path` leads back to it.
 */
export const pendingProductSchema = addToCartBodySchema.extend({
  name: z.string().max(300),
  /** The product page to go back to after the add (a path on this site only). */
  path: z
    .string()
    .regex(/^\/(?!\/)/)
    .max(500),
});
export type PendingProduct = z.infer<typeof pendingProductSchema>;

export const PENDING_PRODUCT_KEY = 'vitrine:pending-product';

// localStorage is the shopper's to edit: what it holds is checked before anyone trusts it.
const storage = {
  getItem(key: string, initialValue: PendingProduct | null): PendingProduct | null {
    try {
      const parsed = pendingProductSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? ''));
      return parsed.success ? parsed.data : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: PendingProduct | null) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  },
  removeItem(key: string) {
    localStorage.removeItem(key);
  },
};

// getOnInit stays false: the server renders "nothing pending", the browser reads it after.
export const pendingProductAtom = atomWithStorage<PendingProduct | null>(
  PENDING_PRODUCT_KEY,
  null,
  storage,
);

/** The four fields of the cart add payload, without the label. */
export function cartPayloadOf({ qnt, code, variation, store_id }: PendingProduct) {
  return { qnt, code, variation, store_id };
}
