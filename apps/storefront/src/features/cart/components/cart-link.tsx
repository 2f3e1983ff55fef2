import { useQuery } from '@tanstack/react-query';
import { Badge } from '@vitrine/ui/badge';
import { Link } from 'react-router';
import { shellMessages } from '../../../app/messages.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { CART_PATH } from '../../../lib/paths.ts';
import { useCustomer } from '../../auth/session.ts';
import { cartQueryKey } from '../api/cart-key.ts';
import { cartMessages } from '../messages.ts';

/** The header's cart link; its badge counts the logged customer's units (max '99+', spec §9). */
export function CartLink() {
  const api = useBrowserApi();
  const customer = useCustomer();
  const cart = useQuery({
    queryKey: cartQueryKey,
    queryFn: async () => {
      const [{ getCart }, client] = await Promise.all([
        import('../api/cart-query.ts'),
        api.client(),
      ]);
      return getCart(client);
    },
    // Only a logged customer has a cart; who is logged in is known in the browser only.
    enabled: Boolean(customer),
  });
  const count = cart.data?.quantity ?? 0;
  return (
    <Link to={CART_PATH} className="site-header__link site-header__cart">
      {shellMessages.cart} <Badge count={count} label={cartMessages.badge} />
    </Link>
  );
}
