import { cartPageMessages as t } from '../page-messages.ts';

/** While the cart is read (the loader normally sends it with the page, so rarely seen). */
export function CartSkeleton() {
  return (
    <div className="cart-page" aria-busy="true">
      <h1 className="cart-page__title">{t.title}</h1>
      <p role="status" className="visually-hidden">
        {t.loading}
      </p>
      <div className="cart-page__grid" aria-hidden="true">
        <div className="cart-page__list">
          <div className="cart-skeleton__line" />
          <div className="cart-skeleton__line" />
        </div>
        <div className="cart-skeleton__summary" />
      </div>
    </div>
  );
}
