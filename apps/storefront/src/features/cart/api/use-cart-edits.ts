import { useQueryClient } from '@tanstack/react-query';
import type { Cart, CartItem } from '@vitrine/contract/cart';
import { useRef, useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { cartPageMessages as t } from '../page-messages.ts';
import { createSerialQueue } from './serial-queue.ts';
import { cartQueryKey, checkoutQuoteQueryKey } from '@vitrine/api-client/query-keys';

/** What the page shows of a line while an edit of it is under way or after one failed. */
export type LineEdit = {
  /** The quantity asked for and not yet answered: the stepper shows it. */
  quantity?: number;
  /** Hidden at once when removed; shown again if the removal fails. */
  removing?: boolean;
  /** What failed and why (the API's pt-BR message). */
  error?: string;
};

// The api-client's ApiError carries the API's pt-BR message (or the network one); matched by
// name so its module (and ky) load with the first request, not with the page.
const reasonOf = (error: unknown) =>
  error instanceof Error && error.name === 'ApiError' ? error.message : t.failed.retry;

const endpoints = () =>
  Promise.all([
    import('@vitrine/api-client/update-cart-item'),
    import('@vitrine/api-client/remove-cart-item'),
    import('@vitrine/api-client/get-cart'),
    import('../../../shared/add-to-cart/add-to-cart.ts'),
  ]).then(([update, remove, get, add]) => ({
    updateCartItem: update.updateCartItem,
    removeCartItem: remove.removeCartItem,
    getCart: get.getCart,
    tryAddToCart: add.tryAddToCart,
  }));

/**
 * The cart page's edits. Each answer of the API is the whole cart, written under the cart's key
 * (the page and the header's badge read it). They run one at a time, in order, so the cart
 * written last is the server's latest: two answers racing could otherwise leave an older one on
 * screen. Rapid clicks on one line's stepper coalesce: a request sends the latest quantity
 * asked for when its turn comes, and the line shows that quantity until the answer arrives.
 */
export function useCartEdits() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, LineEdit>>({});
  const [pending, setPending] = useState(0);
  const [queue] = useState(() => createSerialQueue(setPending));
  // Latest quantity asked for per variation, and the variations with a request queued, not yet
  // started: read by the queued jobs when they run, so refs and not state.
  const wanted = useRef(new Map<string, number>());
  const queued = useRef(new Set<string>());

  const edit = (variation: string, next: LineEdit | null) =>
    setEdits((current) => {
      const { [variation]: _, ...rest } = current;
      return next ? { ...rest, [variation]: next } : rest;
    });

  const write = async (cart: Cart) => {
    // A read of the cart started before this edit (the badge's) must not land after it.
    await queryClient.cancelQueries({ queryKey: cartQueryKey });
    queryClient.setQueryData(cartQueryKey, cart);
    // The pay page's prices follow the cart.
    void queryClient.invalidateQueries({ queryKey: checkoutQuoteQueryKey });
  };

  const withClient = async () => {
    const [client, calls] = await Promise.all([api.client(), endpoints()]);
    return { client, ...calls };
  };

  /** After a refusal the cart is read again: its stock, or the line itself, may have changed. */
  const reread = async () => {
    try {
      const { client, getCart } = await withClient();
      await write(await getCart(client));
    } catch {
      // The API is unreachable: the cart already shown is the last one it answered.
    }
  };

  const setQuantity = (item: CartItem, quantity: number) => {
    const { variation } = item;
    wanted.current.set(variation, quantity);
    edit(variation, { quantity });
    if (queued.current.has(variation)) return;
    queued.current.add(variation);
    void queue.run(async () => {
      queued.current.delete(variation);
      const qnt = wanted.current.get(variation);
      if (qnt === undefined) return; // removed, or an earlier request for it failed
      try {
        const { client, updateCartItem } = await withClient();
        await write(await updateCartItem(client, { variation, qnt }));
        if (wanted.current.get(variation) === qnt) {
          wanted.current.delete(variation);
          edit(variation, null);
        }
      } catch (error) {
        // spec §2: the server's quantity comes back, and the reason shows on the line.
        wanted.current.delete(variation);
        edit(variation, { error: `${t.failed.quantity} ${reasonOf(error)}` });
        await reread();
      }
    });
  };

  /** Removes the line at once on screen; false (and the line back, with why) if refused. */
  const remove = (item: CartItem): Promise<boolean> => {
    const { variation } = item;
    wanted.current.delete(variation);
    edit(variation, { removing: true });
    return queue.run(async () => {
      try {
        const { client, removeCartItem } = await withClient();
        await write(await removeCartItem(client, variation));
        edit(variation, null);
        return true;
      } catch (error) {
        edit(variation, { error: `${t.failed.remove} ${reasonOf(error)}` });
        await reread();
        return false;
      }
    });
  };

  /** Puts a removed line back with its quantity (the undo); the refusal's reason otherwise. */
  const restore = (item: CartItem): Promise<{ ok: true } | { ok: false; reason: string }> =>
    queue.run(async () => {
      const calls = await withClient().catch(() => null);
      if (!calls) return { ok: false, reason: t.failed.retry };
      const { client, tryAddToCart } = calls;
      const result = await tryAddToCart(client, {
        qnt: item.qnt,
        code: item.code,
        variation: item.variation,
        store_id: api.storeId ?? '',
      });
      if (result.outcome === 'added') {
        await write(result.cart);
        return { ok: true };
      }
      if (result.outcome === 'rejected') return { ok: false, reason: result.error };
      if (result.outcome === 'login_required') return { ok: false, reason: result.message };
      return { ok: false, reason: t.failed.retry };
    });

  return {
    edits,
    /** Edits queued or under way: the subtotal is not the final one yet. */
    busy: pending > 0,
    /** Settles when every edit asked for so far has been answered. */
    settled: () => queue.idle(),
    setQuantity,
    remove,
    restore,
    /** The line's error, once the shopper has read it and acts again. */
    dismiss: (variation: string) => edit(variation, null),
  };
}
