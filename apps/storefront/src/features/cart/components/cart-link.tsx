import { useQuery } from '@tanstack/react-query';
import { Badge } from '@vitrine/ui/badge';
import { Link } from 'react-router';
import { shellMessages } from '../../../app/messages.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { CART_PATH } from '../../../lib/paths.ts';
import { useCustomer } from '../../../lib/use-customer.ts';
import { cartMessages } from '../../../shared/add-to-cart/messages.ts';
import { cartQueryOptions } from '@vitrine/api-client/queries/get-cart';

/** The header's cart link; its badge counts the logged customer's units (max '99+', spec §9). */
export function CartLink() {
  const api = useBrowserApi();
  const customer = useCustomer();
  const cart = useQuery({
    ...cartQueryOptions(api),
    // Only a logged customer has a cart; who is logged in is known in the browser only. No
    // loader prefetches it: the public pages' HTML is the same for every shopper.
    enabled: Boolean(customer),
  });
  const count = cart.data?.quantity ?? 0;
  return (
    <Link to={CART_PATH} className="site-header__link site-header__cart">
      {shellMessages.cart} <Badge count={count} label={cartMessages.badge} />
    </Link>
  );
}
