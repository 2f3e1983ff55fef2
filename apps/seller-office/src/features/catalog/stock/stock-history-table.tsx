import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockHistoryQueryOptions } from '@vitrine/api-client/queries/get-stock-history';
import { STOCK_REASON_LABELS, type StockHistoryItem } from '@vitrine/contract/catalog-stock';
import { formatDateTime } from '@vitrine/domain/dates';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { HistoryPages } from '../../../lib/audit/history-pages.tsx';
import { stockMessages as t } from './messages.ts';

const who = (item: StockHistoryItem) =>
  item.seller_name ?? (item.order_code ? t.sale(item.order_code) : t.system);

/** A variation's adjustments, newest first: when, why, how many, the stock left, who. */
export function StockHistoryTable({ variationId }: { variationId: string }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, error, isFetching } = useQuery({
    ...stockHistoryQueryOptions(api, variationId, page),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="stock-history" aria-labelledby="stock-history-title">
      <h3 id="stock-history-title">{t.history}</h3>
      {error ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !data ? (
        <p role="status">{t.loading}</p>
      ) : data.items.length === 0 ? (
        <p>{t.historyEmpty}</p>
      ) : (
        <>
          <div
            className="catalog-table__scroll office-scroll-x"
            role="region"
            aria-label={t.historyCaption}
            tabIndex={0}
          >
            <table className="catalog-table" aria-busy={isFetching || undefined}>
              <caption>{t.historyCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.when}</th>
                  <th scope="col">{t.columns.reason}</th>
                  <th scope="col">{t.columns.delta}</th>
                  <th scope="col">{t.columns.after}</th>
                  <th scope="col">{t.columns.who}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item._id}>
                    <td className="catalog-table__code">{formatDateTime(item.created_at)}</td>
                    <td>
                      {STOCK_REASON_LABELS[item.reason]}
                      {item.note ? <span className="catalog-table__note">{item.note}</span> : null}
                    </td>
                    <td className="catalog-table__number">{t.delta(item.delta)}</td>
                    <td className="catalog-table__number">{item.stock_after}</td>
                    <td>{who(item)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HistoryPages page={data.page} pages={data.total_pages} labels={t} onPage={setPage} />
        </>
      )}
    </section>
  );
}
