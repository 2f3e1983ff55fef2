import { PRODUCT_STATUS_LABELS, type CatalogListItem } from '@vitrine/contract/catalog-office';
import { formatBRL } from '@vitrine/domain/money';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';
import type { CatalogKind } from '../list-query.ts';
import { listMessages as t } from '../messages.ts';
import { StockBadges } from './stock-badges.tsx';

type Props = { kind: CatalogKind; items: CatalogListItem[]; busy: boolean };

function price(item: CatalogListItem): string {
  if (item.price_min === null) return t.noPrice;
  if (item.price_max === null || item.price_max === item.price_min) {
    return formatBRL(item.price_min);
  }
  return t.priceRange(formatBRL(item.price_min), formatBRL(item.price_max));
}

/**
 * The catalog's rows: the name links to the edit screen; stock says "Esgotado" or "Estoque
 * baixo" in words when some sold variation is out or at its threshold.
 */
export function CatalogTable({ kind, items, busy }: Props) {
  const edit = kind === 'product' ? PATHS.product : PATHS.service;
  return (
    <div className="catalog-table__scroll office-scroll-x">
      <table className="catalog-table" aria-busy={busy || undefined}>
        <caption className="catalog-table__caption">{t.caption(kind)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.code}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.category}</th>
            <th scope="col">{t.columns.price}</th>
            {kind === 'product' ? <th scope="col">{t.columns.stock}</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <th scope="row">
                <Link to={edit(item._id)}>{item.name}</Link>
                {kind === 'product' && item.variations_count > 1 ? (
                  <span className="catalog-table__note">{t.variations(item.variations_count)}</span>
                ) : null}
              </th>
              <td className="catalog-table__code">{item.code}</td>
              <td>
                <span className={`catalog-status catalog-status--${item.status}`}>
                  {PRODUCT_STATUS_LABELS[item.status]}
                </span>
              </td>
              <td>{item.category_name ?? t.noCategory}</td>
              <td className="catalog-table__number">{price(item)}</td>
              {kind === 'product' ? (
                <td className="catalog-table__stock">
                  <span>{item.stock_total === null ? t.noStock : t.units(item.stock_total)}</span>
                  <StockBadges out={item.out_of_stock} low={item.low_stock} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
