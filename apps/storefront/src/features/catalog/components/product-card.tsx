import type { ProductSummary } from '@vitrine/contract/catalog';
import { formatBRL } from '@vitrine/domain/money';
import { Link } from 'react-router';
import { itemPath } from '../../../lib/paths.ts';
import { catalogMessages as t } from '../messages.ts';
import { CatalogImage } from './catalog-image.tsx';

function priceText(item: ProductSummary): string {
  if (item.price_min === null) return t.card.unavailable;
  if (item.price_max !== null && item.price_max > item.price_min) {
    return t.card.from(formatBRL(item.price_min));
  }
  return formatBRL(item.price_min);
}

/** A product or service in a grid: the whole card is one link, named by the item's name. */
export function ProductCard({
  item,
  priority = false,
}: {
  item: ProductSummary;
  priority?: boolean;
}) {
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
      {item.brand && <p className="product-card__brand">{item.brand}</p>}
      <p className="product-card__price">
        {priceText(item)}
        {!item.in_stock && item.price_min !== null && (
          <span className="product-card__soldout"> · {t.stock.soldOut}</span>
        )}
      </p>
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
  if (props.items.length === 0) return null;
  return (
    <section className="product-grid" aria-labelledby={props.id}>
      <h2 id={props.id} className={props.hideTitle ? 'visually-hidden' : undefined}>
        {props.title}
      </h2>
      <ul className="product-grid__list">
        {props.items.map((item, index) => (
          <li key={item._id}>
            <ProductCard item={item} priority={index < (props.priorityCount ?? 0)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
