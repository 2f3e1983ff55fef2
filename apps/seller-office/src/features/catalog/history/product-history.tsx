import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogProductHistoryQueryOptions } from '@vitrine/api-client/queries/get-catalog-product-history';
import { useState } from 'react';
import { useApi } from '../../../lib/api-context.tsx';
import { AuditEntryView } from '../../../lib/audit/audit-entry.tsx';
import { HistoryPages } from '../../../lib/audit/history-pages.tsx';
import { historyMessages as t } from '../../../lib/audit/messages.ts';

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
          <ol className="audit-list">
            {data.items.map((entry) => (
              <AuditEntryView key={entry._id} entry={entry} />
            ))}
          </ol>
          <HistoryPages page={data.page} pages={data.total_pages} labels={t} onPage={setPage} />
        </>
      )}
    </section>
  );
}
