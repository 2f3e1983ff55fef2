import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.screens;

/**
 * Where a shopper goes from a finished payment screen: back to the store. (The order's own page,
 * /minha-conta/meus-pedidos/{code}, is linked from the confirmation e-mail.)
 */
export function ScreenLinks() {
  return (
    <p className="payment-screen__links no-print">
      <Button asChild>
        <Link to="/">{t.keepShopping}</Link>
      </Button>
    </p>
  );
}
