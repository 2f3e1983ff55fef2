import type { Product, Variation } from '@vitrine/contract/catalog';
import { Button } from '@vitrine/ui/button';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ecommerceOf, track } from '../../../lib/analytics/data-layer.ts';
import { useAddToCart } from '../../../shared/add-to-cart/use-add-to-cart.ts';
import {
  AddToCartDialogs,
  preloadAddToCartDialogs,
} from '../../../shared/add-to-cart/add-to-cart-dialogs.tsx';
import { cartMessages } from '../../../shared/add-to-cart/messages.ts';
import { catalogMessages as t } from '../messages.ts';
import { analyticsItem } from '../analytics.ts';
import { FreightSlot } from '../freight/freight-slot.tsx';

const MAX_QUANTITY = 99;

export function clampQuantity(typed: string): number {
  const value = Math.trunc(Number(typed));
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), MAX_QUANTITY) : 1;
}

/**
 * Quantity and "Adicionar ao carrinho" for the chosen variation (spec §4 flow), and, for a
 * product that ships, its freight for that variation and quantity.
 */
export function PurchaseForm(props: { product: Product; variation: Variation; storeId: string }) {
  const { product, variation, storeId } = props;
  const quantityId = useId();
  const location = useLocation();
  // The field keeps what is typed; the amount sent is clamped to 1…99 (the API's own bounds).
  const [typed, setTyped] = useState('1');
  const quantity = clampQuantity(typed);
  const cart = useAddToCart({
    onAdded: (added) =>
      track({
        event: 'add_to_cart',
        ecommerce: ecommerceOf(analyticsItem(product, variation), added.qnt),
      }),
  });

  return (
    <>
      <form
        className="purchase-form"
        onSubmit={(event) => {
          event.preventDefault();
          cart.add({
            qnt: quantity,
            code: product.code,
            variation: variation.code,
            store_id: storeId,
            name:
              product.variations.length > 1 ? `${product.name} (${variation.name})` : product.name,
            path: `${location.pathname}${location.search}`,
          });
        }}
      >
        {product.kind === 'product' && (
          <div className="purchase-form__quantity">
            <label htmlFor={quantityId}>{t.product.quantity}</label>
            <input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              required
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </div>
        )}
        <Button
          type="submit"
          size="lg"
          loading={cart.busy}
          disabled={!variation.in_stock}
          onPointerEnter={preloadAddToCartDialogs}
          onFocus={preloadAddToCartDialogs}
        >
          {cart.busy ? cartMessages.adding : cartMessages.addButton}
        </Button>
        <AddToCartDialogs outcome={cart.outcome} opener={cart.opener} onClose={cart.close} />
      </form>
      {/* The alert's form is a page of its own: this page's initial JS has no room for it. */}
      {!variation.in_stock && <Link to={`/avise-me/${variation.code}`}>{t.stock.alert}</Link>}
      {product.kind === 'product' && (
        <FreightSlot code={product.code} variation={variation.code} quantity={quantity} />
      )}
    </>
  );
}
