import { useQuery } from '@tanstack/react-query';
import { Badge } from '@vitrine/ui/badge';
import { Link } from 'react-router';
import { shellMessages } from '../../../app/messages.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { browserCookie, CUSTOMER_TOKEN_COOKIE } from '../../../lib/cookies.ts';
import { CART_PATH } from '../../../lib/paths.ts';
import { cartQuery } from '../api/cart-query.ts';
import { cartMessages } from '../messages.ts';

/** The header's cart link; its badge counts the logged customer's units (max '99+', spec §9). */
export function CartLink() {
  const api = useBrowserApi();
  const cart = useQuery({
    ...cartQuery(api),
    // Only a logged customer has a cart. No loader prefetches it: the public pages' HTML is the
    // same for every shopper, so the badge's count is fetched in the browser.
    enabled: () => browserCookie(CUSTOMER_TOKEN_COOKIE) !== undefined,
  });
  const count = cart.data?.quantity ?? 0;
  return (
    <Link to={CART_PATH} className="site-header__link site-header__cart">
      {shellMessages.cart} <Badge count={count} label={cartMessages.badge} />
    </Link>
  );
}
