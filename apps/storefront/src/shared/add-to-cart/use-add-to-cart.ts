import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrowserApi } from '../../lib/api-context.tsx';
import { LOGIN_PATH } from '../../lib/paths.ts';
import type { CartAddResult } from './add-to-cart.ts';
import type { PendingProduct } from './pending-product.ts';
import { cartQueryKey } from '@vitrine/api-client/query-keys';

export type ShownOutcome = Exclude<CartAddResult, { outcome: 'login_required' }>;

// The request, its answer's schema and the pending-product storage load on the first add.
const loadFlow = () =>
  Promise.all([import('./add-to-cart.ts'), import('./pending-product.ts'), import('jotai')]);

/**
 * spec §4 add to cart: 202 keeps the pending product and goes to /login; the other outcomes
 * are shown by <AddToCartDialogs>. A success refreshes the header badge from the answer.
 */
export function useAddToCart(options: { onAdded?: (product: PendingProduct) => void } = {}) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<ShownOutcome | null>(null);
  // What had focus when the add started (the add button): the dialog opens only when the
  // request ends and has no trigger of its own, so it gives focus back here when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);

  const mutation = useMutation({
    mutationFn: async (product: PendingProduct) => {
      const [[{ tryAddToCart }, pending, jotai], client] = await Promise.all([
        loadFlow(),
        api.client(),
      ]);
      const result = await tryAddToCart(client, pending.cartPayloadOf(product));
      if (result.outcome === 'login_required') {
        jotai.getDefaultStore().set(pending.pendingProductAtom, product);
      }
      return result;
    },
    onSuccess: async (result, product) => {
      if (result.outcome === 'login_required') {
        await navigate(LOGIN_PATH);
        return;
      }
      if (result.outcome === 'added') {
        // A cart read still under way began before this add (a login's refetch): its answer,
        // older than this one, must not land over it.
        await queryClient.cancelQueries({ queryKey: cartQueryKey });
        queryClient.setQueryData(cartQueryKey, result.cart);
        options.onAdded?.(product);
      }
      setOutcome(result);
    },
    // Loading the flow itself failed (offline): the spec §8 failure dialog.
    onError: () => setOutcome({ outcome: 'failed' }),
  });

  return {
    add: (product: PendingProduct) => {
      const active = document.activeElement;
      setOpener(active instanceof HTMLElement ? active : null);
      mutation.mutate(product);
    },
    /** The product of the latest add, to go back to after the dialog. */
    lastProduct: mutation.variables,
    busy: mutation.isPending,
    outcome,
    opener,
    close: () => setOutcome(null),
  };
}
