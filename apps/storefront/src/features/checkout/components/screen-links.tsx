import { Button } from '@vitrine/ui/button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderDetailPath } from '../../../lib/paths.ts';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.screens;

/**
 * Where a shopper goes from a payment screen: the order's own page (its status, later its
 * tracking code; /minha-conta/meus-pedidos/{code}), or back to the store.
 */
export function ScreenLinks({ code, children }: { code: string; children?: ReactNode }) {
  return (
    <p className="payment-screen__links no-print">
      {children}
      <Button asChild variant={children ? 'secondary' : 'primary'}>
        <Link to={orderDetailPath(code)}>{t.seeOrder}</Link>
      </Button>
      <Button asChild variant="ghost">
        <Link to="/">{t.keepShopping}</Link>
      </Button>
    </p>
  );
}
