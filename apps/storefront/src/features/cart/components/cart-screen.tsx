import { useSuspenseQuery } from '@tanstack/react-query';
import type { CartItem } from '@vitrine/contract/cart';
import type { PaymentDefault } from '@vitrine/contract/stores';
import { useRef, useState } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { useCartEdits } from '../api/use-cart-edits.ts';
import { cartPageMessages as t } from '../page-messages.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import { EmptyCart } from './empty-cart.tsx';
import { lineProblem } from './line-problem.ts';
import { cartQueryOptions } from '@vitrine/api-client/queries/get-cart';

// sonner is the layout's toast host's, loaded after hydration: the same module, not a second copy.
const loadToast = () => import('@vitrine/ui/toast').then((module) => module.toast);

// An undo must be reachable before it goes: longer than the spec §9 default of 3000 ms, and
// sonner holds it while the pointer or focus is on it.
const UNDO_TOAST_MS = 8000;

/**
 * The lines keep the place they had on this page: the API lists them by when they were added,
 * so a line put back by an undo would otherwise jump to the end.
 */
function useSteadyOrder(items: CartItem[]) {
  const [order, setOrder] = useState(() => items.map((item) => item.variation));
  const fresh = items.filter((item) => !order.includes(item.variation));
  if (fresh.length > 0) setOrder([...order, ...fresh.map((item) => item.variation)]);
  const place = (item: CartItem) => {
    const index = order.indexOf(item.variation);
    return index === -1 ? order.length : index;
  };
  return [...items].sort((a, b) => place(a) - place(b));
}

/** spec §2 /finalizar-compra/carrinho, on the cart the route's loader prefetched. */
export function CartScreen({
  freeShippingFrom,
  payment,
}: {
  freeShippingFrom: number | null;
  payment: PaymentDefault;
}) {
  const api = useBrowserApi();
  const { data: cart } = useSuspenseQuery(cartQueryOptions(api));
  const edits = useCartEdits();
  const title = useRef<HTMLHeadingElement>(null);
  const lines = useSteadyOrder(cart.items).filter((item) => !edits.edits[item.variation]?.removing);

  const undo = async (item: CartItem) => {
    const result = await edits.restore(item);
    if (!result.ok) (await loadToast()).error(t.restoreFailed(item.name, result.reason));
  };

  const remove = async (item: CartItem) => {
    // The line goes at once: focus must not go with it. The toast gives focus back here too
    // when its "Desfazer" is used (sonner returns it to where it was before the toast).
    title.current?.focus({ preventScroll: true });
    if (!(await edits.remove(item))) return;
    (await loadToast())(t.removed(item.name), {
      duration: UNDO_TOAST_MS,
      action: { label: t.undo, onClick: () => void undo(item) },
    });
  };

  return (
    <div className="cart-page">
      <h1 className="cart-page__title" tabIndex={-1} ref={title}>
        {t.title}{' '}
        {cart.quantity > 0 && <span className="cart-page__count">{t.count(cart.quantity)}</span>}
      </h1>
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__grid">
          <section className="cart-page__lines" aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="visually-hidden">
              {t.linesLabel}
            </h2>
            <ul className="cart-page__list">
              {lines.map((item) => (
                <li key={item.variation}>
                  <CartLine
                    item={item}
                    edit={edits.edits[item.variation]}
                    onQuantity={edits.setQuantity}
                    onRemove={(line) => void remove(line)}
                  />
                </li>
              ))}
            </ul>
          </section>
          <CartSummary
            cart={cart}
            busy={edits.busy}
            settled={edits.settled}
            blocked={lines.some((item) => lineProblem(item) !== null)}
            freeShippingFrom={freeShippingFrom}
            payment={payment}
          />
        </div>
      )}
    </div>
  );
}
