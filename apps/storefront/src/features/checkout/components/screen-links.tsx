import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { checkoutMessages } from '../messages.ts';
import { ORDERS_PATH } from '../paths.ts';

const t = checkoutMessages.screens;

/** Where a shopper goes from a finished payment screen: the order, or back to the store. */
export function ScreenLinks({ code }: { code: string }) {
  return (
    <p className="payment-screen__links no-print">
      <Button asChild>
        <Link to={`${ORDERS_PATH}/${encodeURIComponent(code)}`}>{t.myOrders}</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">{t.keepShopping}</Link>
      </Button>
    </p>
  );
}
