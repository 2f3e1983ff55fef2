import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storeHistoryQueryOptions } from '@vitrine/api-client/queries/get-store-history';
import type { AuditEntry } from '@vitrine/contract/catalog-audit';
import {
  STORE_HISTORY_ENTITIES,
  STORE_HISTORY_ENTITY_LABELS,
  type StoreHistoryEntity,
} from '@vitrine/contract/store-history';
import { useNavigate, useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { AuditEntryView } from '../../../lib/audit/audit-entry.tsx';
import { HistoryPages } from '../../../lib/audit/history-pages.tsx';
import { historyMessages } from '../../../lib/audit/messages.ts';
import { historyApiQuery, historySearch, readHistoryView } from '../history-query.ts';
import { storeHistoryMessages as t } from '../messages.ts';
import '../store-history.css';

/** "Produto: Camiseta Azul", "Regras de pagamento": the thing a line is about. */
function whatOf(entry: AuditEntry): string {
  const kind = STORE_HISTORY_ENTITY_LABELS[entry.entity as StoreHistoryEntity] ?? entry.entity;
  return entry.entity_name ? `${kind}: ${entry.entity_name}` : kind;
}

/** /vendedor/configuracoes/historico: every recorded write of the store, newest first. */
export function StoreHistoryScreen() {
  useTitle(t.title);
  const api = useApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = readHistoryView(params);
  const { data } = useQuery({
    ...storeHistoryQueryOptions(api, historyApiQuery(view)),
    placeholderData: keepPreviousData,
  });
  const go = (next: typeof view) => void navigate({ search: historySearch(next) });

  return (
    <>
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="store-history__hint">{t.intro}</p>
      <section className="office-card store-history" aria-label={t.title}>
        <div className="vt-field store-history__filter">
          <label className="vt-field__label" htmlFor="store-history-kind">
            {t.kind}
          </label>
          <select
            id="store-history-kind"
            className="office-select"
            value={view.entity ?? ''}
            onChange={(event) =>
              go({
                entity: (event.target.value || undefined) as StoreHistoryEntity | undefined,
                page: 1,
              })
            }
          >
            <option value="">{t.everything}</option>
            {STORE_HISTORY_ENTITIES.map((entity) => (
              <option key={entity} value={entity}>
                {STORE_HISTORY_ENTITY_LABELS[entity]}
              </option>
            ))}
          </select>
        </div>
        {!data ? (
          <p>{t.loading}</p>
        ) : data.items.length === 0 ? (
          <p role="status">{t.empty}</p>
        ) : (
          <>
            <p role="status">{t.total(data.total)}</p>
            <ol className="audit-list" aria-label={t.list}>
              {data.items.map((entry) => (
                <AuditEntryView key={entry._id} entry={entry} what={whatOf(entry)} />
              ))}
            </ol>
            <HistoryPages
              page={data.page}
              pages={data.total_pages}
              labels={historyMessages}
              onPage={(page) => go({ ...view, page })}
            />
          </>
        )}
      </section>
    </>
  );
}
