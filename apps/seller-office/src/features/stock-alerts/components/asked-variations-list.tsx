import type { StockAlertVariationList } from '@vitrine/contract/stock-alerts';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { askedSearch } from '../list-page.ts';
import { stockAlertsMessages as t } from '../messages.ts';

/** The variations most asked for: one card each (a list, not a table: it reads at 360 px). */
export function AskedVariationsList({ data }: { data: StockAlertVariationList }) {
  if (data.total === 0) return <p>{t.empty}</p>;
  return (
    <>
      <ul className="asked-variations" aria-label={t.listLabel}>
        {data.items.map((item) => (
          <li
            key={`${item.product_id}-${item.variation_name ?? ''}`}
            className="office-card asked-variations__item"
          >
            <h3 className="asked-variations__name">
              {item.variation_name
                ? `${item.product_name} (${item.variation_name})`
                : item.product_name}
            </h3>
            <p>
              <strong>{t.requests(item.requests)}</strong> · {t.stock(item.stock)}
            </p>
          </li>
        ))}
      </ul>
      <ListPagination
        page={data.page}
        pages={data.total_pages}
        summary={t.total(data.total)}
        labels={t}
        searchFor={askedSearch}
      />
    </>
  );
}
