import type { Product } from '@vitrine/contract/catalog';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { ecommerceOf, track } from '../../../lib/analytics/data-layer.ts';
import { categoryPath } from '../../../lib/paths.ts';
import { analyticsItem } from '../analytics.ts';
import { catalogMessages as t } from '../messages.ts';
import { selectedVariation } from '../variations.ts';
import { Gallery } from './gallery.tsx';
import { PriceBlock } from './price-block.tsx';
import { PurchaseForm } from './purchase-form.tsx';
import { StockState } from './stock-state.tsx';
import { VARIATION_PARAM, VariationPicker } from './variation-picker.tsx';

/** spec §2 /produto/{slug} and /servico/{slug}: one item, its variations and how to buy it. */
export function ItemScreen({ product }: { product: Product }) {
  const store = useStore();
  const [params] = useSearchParams();
  const variation = selectedVariation(product, params.get(VARIATION_PARAM));
  const images = variation?.images.length ? variation.images : product.images;

  useEffect(() => {
    if (!variation) return;
    track({ event: 'view_item', ecommerce: ecommerceOf(analyticsItem(product, variation)) });
  }, [product, variation]);

  const category = product.category;
  return (
    <article className="item">
      <nav aria-label={t.product.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t.product.home}</Link>
          </li>
          {category && (
            <li>
              <Link to={categoryPath(category)}>{category.name}</Link>
            </li>
          )}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className="item__grid">
        <Gallery key={images[0]?.src ?? 'none'} images={images} name={product.name} />
        <div className="item__buy">
          <h1 className="item__name">{product.name}</h1>
          {/* The heart: shared/favourites/hearts.tsx gives it its state and click (README). */}
          <button
            type="button"
            data-favourite={product._id}
            aria-pressed="false"
            aria-disabled="true"
            aria-label="Adicionar aos favoritos"
          />
          {product.brand && <p className="item__brand">{t.product.brand(product.brand)}</p>}
          {variation && (
            <>
              <PriceBlock
                price={variation.price}
                previous={variation.compare_at_price}
                payment={store.payment_default}
                pixOffered={store.data.pix_offered}
              />
              <VariationPicker variations={product.variations} current={variation} />
              <StockState variation={variation} kind={product.kind} />
              <PurchaseForm product={product} variation={variation} storeId={store.data._id} />
            </>
          )}
          <p className="item__code">{t.product.code(variation?.code ?? product.code)}</p>
        </div>
      </div>
      <section className="item__description" aria-labelledby="descricao">
        <h2 id="descricao">{t.product.description}</h2>
        <p>{product.description}</p>
      </section>
    </article>
  );
}
