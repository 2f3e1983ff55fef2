import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { useAddToCart } from '../../../shared/add-to-cart/use-add-to-cart.ts';
import { AddToCartDialogs } from '../../../shared/add-to-cart/add-to-cart-dialogs.tsx';
import type { PendingProduct } from '../../../shared/add-to-cart/pending-product.ts';
import { usePendingProduct } from '../../../shared/add-to-cart/use-pending-product.ts';
import { cartQueryKey } from '@vitrine/api-client/query-keys';

/**
 * What follows a login (spec §2, §4): a product kept by a 202 is added to the cart and the
 * add's outcome shows in the spec §8 dialogs (`dialogs`, to render); without one, the shopper
 * goes back to the page that sent them here, or home.
 */
export function useAfterLogin(options: {
  returnPath: string | null;
  /** What a client navigation's loader already read (no flash of the plain heading). */
  initialPending?: PendingProduct | null;
}) {
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pending, clear } = usePendingProduct(options.initialPending ?? null);
  // Another store's product (one browser, two stores) is not this store's to add.
  const ours = pending?.store_id === store.data._id ? pending : null;
  const cart = useAddToCart();

  const afterLogin = async () => {
    await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    if (!ours) {
      await navigate(options.returnPath ?? '/', { replace: true });
      return;
    }
    await clear();
    cart.add(ours);
  };

  const dialogs = (
    <AddToCartDialogs
      outcome={cart.outcome}
      opener={cart.opener}
      onClose={cart.close}
      onContinue={() => void navigate(cart.lastProduct?.path ?? '/')}
    />
  );
  return { pending: ours, afterLogin, dialogs };
}
