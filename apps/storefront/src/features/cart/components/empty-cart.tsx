import { Button } from '@vitrine/ui/button';
import { Link } from 'react-router';
import { cartPageMessages as t } from '../page-messages.ts';

/** spec §2: an empty cart, with the way back to the catalog. */
export function EmptyCart() {
  return (
    <div className="cart-empty">
      <svg className="cart-empty__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20h.01M17 20h.01"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className="cart-empty__title">{t.empty.title}</h2>
      <p>{t.empty.text}</p>
      <Button asChild size="lg">
        <Link to="/">{t.empty.browse}</Link>
      </Button>
    </div>
  );
}
