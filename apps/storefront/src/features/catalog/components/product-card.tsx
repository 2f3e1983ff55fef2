import type { ProductSummary } from '@vitrine/contract/catalog';
import type { PaymentDefault } from '@vitrine/contract/stores';
import { installmentHeadline, installmentOptions } from '@vitrine/domain/installments';
import { formatBRL } from '@vitrine/domain/money';
import { installmentHeadlineText } from '@vitrine/ui/installment-headline';
import { Link } from 'react-router';
import { useStore } from '../../../app/root-data.ts';
import { itemPath } from '../../../lib/paths.ts';
import { catalogMessages as t } from '../messages.ts';
import { CatalogImage } from './catalog-image.tsx';

/** "de R$ 159,90 por" before the price, when the cheapest variation is on sale. */
function SalePrefix({ item }: { item: ProductSummary }) {
  if (item.price_min === null || item.compare_at_price === null) return null;
  if (item.compare_at_price <= item.price_min) return null;
  return (
    <span className="product-card__previous">
      {t.card.was} <s>{formatBRL(item.compare_at_price)}</s> {t.card.now}{' '}
    </span>
  );
}

function priceText(item: ProductSummary): string {
  if (item.price_min === null) return t.card.unavailable;
  if (item.price_max !== null && item.price_max > item.price_min) {
    return t.card.from(formatBRL(item.price_min));
  }
  return formatBRL(item.price_min);
}

/** The published reviews' stars and count ("★★★★☆ (12)"), said as one phrase. */
function CardStars({ average, count }: { average: number; count: number }) {
  const on = Math.round(average);
  return (
    <p className="product-card__rating" role="img" aria-label={t.card.rating(average, count)}>
      {'★'.repeat(on)}
      <span>{'★'.repeat(5 - on)}</span> ({count})
    </p>
  );
}

/** The shelf's instalment line, by the same rule as the product page (installmentHeadline). */
function installmentsText(item: ProductSummary, payment: PaymentDefault): string | null {
  if (item.price_min === null || !item.in_stock) return null;
  const headline = installmentHeadline(installmentOptions(item.price_min, payment.card));
  return headline ? installmentHeadlineText(headline) : null;
}

/** A product or service in a grid: the whole card is one link, named by the item's name. */
export function ProductCard({
  item,
  payment,
  priority = false,
}: {
  item: ProductSummary;
  /** The store's payment_default: the instalment line (spec §9). */
  payment: PaymentDefault;
  priority?: boolean;
}) {
  const installments = installmentsText(item, payment);
  return (
    <article className="product-card">
      <Link to={itemPath(item)} className="product-card__link" prefetch="intent">
        <CatalogImage
          image={item.image}
          fallbackAlt=""
          decorative
          sizes="(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw"
          priority={priority}
          className="product-card__image"
        />
        <h3 className="product-card__name">{item.name}</h3>
      </Link>
      {/* The heart: shared/favourites/hearts.tsx gives it its state and click (README). */}
      <button
        type="button"
        data-favourite={item._id}
        aria-pressed="false"
        aria-disabled="true"
        aria-label="Adicionar aos favoritos"
      />
      {item.brand && <p className="product-card__brand">{item.brand}</p>}
      {item.rating && <CardStars {...item.rating} />}
      <p className="product-card__price">
        <SalePrefix item={item} />
        {priceText(item)}
        {!item.in_stock && item.price_min !== null && (
          <span className="product-card__soldout"> · {t.stock.soldOut}</span>
        )}
      </p>
      {installments && <p className="product-card__installments">{installments}</p>}
    </article>
  );
}

export function ProductGrid(props: {
  title: string;
  id: string;
  items: ProductSummary[];
  priorityCount?: number;
  /** The heading is for screen readers only (the page already shows the same words). */
  hideTitle?: boolean;
}) {
  const payment = useStore().payment_default;
  if (props.items.length === 0) return null;
  return (
    <section className="product-grid" aria-labelledby={props.id}>
      <h2 id={props.id} className={props.hideTitle ? 'visually-hidden' : undefined}>
        {props.title}
      </h2>
      <ul className="product-grid__list">
        {props.items.map((item, index) => (
          <li key={item._id}>
            <ProductCard
              item={item}
              payment={payment}
              priority={index < (props.priorityCount ?? 0)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
