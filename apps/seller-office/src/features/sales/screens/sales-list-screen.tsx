import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saleExportPath } from '@vitrine/api-client/export-sales';
import { salesQueryOptions } from '@vitrine/api-client/queries/get-sales';
import type { SaleSort } from '@vitrine/contract/sales';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { useLocation, useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ListResults } from '../../../lib/list-results.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { SalesFilters } from '../components/sales-filters.tsx';
import { SalesTable } from '../components/sales-table.tsx';
import {
  exportApiQuery,
  hasFilters,
  listApiQuery,
  listSearch,
  readListView,
  type ListFilters,
} from '../list-query.ts';
import { listMessages as t } from '../messages.ts';
import '../sales.css';

/**
 * spec §2 /vendedor/minha-conta/minhas-vendas: the store's sales, filtered, ordered and paged by
 * the URL (back/forward and a shared address give the same view). While the next view loads,
 * the last one stays on screen, marked busy.
 */
export function SalesListScreen() {
  useTitle(t.title);
  const api = useApi();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readListView(new URLSearchParams(search));
  const query = useQuery({
    ...salesQueryOptions(api, listApiQuery(view)),
    placeholderData: keepPreviousData,
  });
  const go = (next: Parameters<typeof listSearch>[0]) =>
    void navigate({ search: listSearch(next) });
  const applyFilters = (filters: ListFilters) => go({ ...filters, sort: view.sort, page: 1 });
  const sortBy = (sort: SaleSort) => go({ ...view, sort, page: 1 });
  const exportHref = `${API_PROXY_PREFIX}/${saleExportPath(exportApiQuery(view))}`;

  return (
    <div className="office-page">
      <header className="office-page__header">
        <h1>{t.title}</h1>
        <a className="vt-button" data-variant="secondary" data-size="md" href={exportHref} download>
          {t.exportCsv}
        </a>
      </header>
      <SalesFilters filters={view} onApply={applyFilters} />
      <ListResults
        query={query}
        messages={t}
        summary={t.total}
        filtered={hasFilters(view)}
        clearHref={PATHS.sales}
        empty={{ title: t.emptyStore, hint: t.emptyStoreHint }}
        searchFor={(page) => listSearch({ ...view, page })}
      >
        {(busy) => (
          <SalesTable
            sales={query.data?.items ?? []}
            sort={view.sort}
            onSort={sortBy}
            listSearch={search}
            busy={busy}
          />
        )}
      </ListResults>
    </div>
  );
}
