import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogProductHistoryQueryOptions } from '@vitrine/api-client/queries/get-catalog-product-history';
import {
  AUDIT_ACTION_LABELS,
  type AuditAction,
  type AuditEntry,
} from '@vitrine/contract/catalog-audit';
import { formatDateTime } from '@vitrine/domain/dates';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { HistoryPages } from '../components/history-pages.tsx';
import { changeRows } from './change-text.ts';
import { historyMessages as t } from './messages.ts';

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

function Entry({ entry }: { entry: AuditEntry }) {
  const when = formatDateTime(entry.created_at);
  return (
    <li className="product-history__entry">
      <p className="product-history__head">
        {t.entry(when, entry.seller_name ?? t.system, actionLabel(entry.action))}
      </p>
      {entry.changes.length > 0 ? (
        <table className="catalog-table history-changes">
          <caption>{t.caption(when)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.field}</th>
              <th scope="col">{t.columns.before}</th>
              <th scope="col">{t.columns.after}</th>
            </tr>
          </thead>
          <tbody>
            {entry.changes.flatMap(changeRows).map((row, index) => (
              <tr key={`${row.field}-${index}`}>
                <th scope="row">{row.field}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  );
}

/** The product's history (audit log): who, when, which fields from what to what. */
export function ProductHistory({ productId }: { productId: string }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    ...catalogProductHistoryQueryOptions(api, productId, page),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="office-card product-history" aria-labelledby="product-history-title">
      <h2 id="product-history-title">{t.title}</h2>
      <p className="product-form__hint">{t.hint}</p>
      {error ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !data ? (
        <p>{t.loading}</p>
      ) : data.items.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <ol className="product-history__list">
            {data.items.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ol>
          <HistoryPages page={data.page} pages={data.total_pages} labels={t} onPage={setPage} />
        </>
      )}
    </section>
  );
}
