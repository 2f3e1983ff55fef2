import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saleExportPath } from '@vitrine/api-client/export-sales';
import { salesQueryOptions } from '@vitrine/api-client/queries/get-sales';
import type { SaleSort } from '@vitrine/contract/sales';
import { Button } from '@vitrine/ui/button';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ListPagination } from '../../../lib/list-pagination.tsx';
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
  const { data, isPlaceholderData, isFetching, error, refetch } = useQuery({
    ...salesQueryOptions(api, listApiQuery(view)),
    placeholderData: keepPreviousData,
  });
  const go = (next: Parameters<typeof listSearch>[0]) =>
    void navigate({ search: listSearch(next) });
  const applyFilters = (filters: ListFilters) => go({ ...filters, sort: view.sort, page: 1 });
  const sortBy = (sort: SaleSort) => go({ ...view, sort, page: 1 });
  const exportHref = `${API_PROXY_PREFIX}/${saleExportPath(exportApiQuery(view))}`;
  const loading = isPlaceholderData || (isFetching && !data);

  return (
    <div className="sales">
      <header className="sales__header">
        <h1>{t.title}</h1>
        <a className="vt-button" data-variant="secondary" data-size="md" href={exportHref} download>
          {t.exportCsv}
        </a>
      </header>
      <SalesFilters filters={view} onApply={applyFilters} />
      <p role="status" className="sales__status">
        {loading ? t.loading : data ? t.total(data.total) : ''}
      </p>
      {error && !isPlaceholderData ? (
        <div role="alert" className="sales__error office-card">
          <p>{error.message || t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className="sales__empty office-card">
          <h2>{hasFilters(view) ? t.emptyFiltered : t.emptyStore}</h2>
          {hasFilters(view) ? (
            <>
              <p>{t.emptyFilteredHint}</p>
              <Link to={PATHS.sales}>{t.clear}</Link>
            </>
          ) : (
            <p>{t.emptyStoreHint}</p>
          )}
        </div>
      ) : data ? (
        <div className={`office-card sales__results${loading ? ' sales__results--busy' : ''}`}>
          <SalesTable
            sales={data.items}
            sort={view.sort}
            onSort={sortBy}
            listSearch={search}
            busy={loading}
          />
          <ListPagination
            page={data.page}
            pages={data.total_pages}
            summary={t.total(data.total)}
            labels={t}
            searchFor={(page) => listSearch({ ...view, page })}
          />
        </div>
      ) : null}
    </div>
  );
}
