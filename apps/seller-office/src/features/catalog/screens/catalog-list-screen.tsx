import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import { catalogProductsQueryOptions } from '@vitrine/api-client/queries/get-catalog-products';
import { catalogExportPath } from '@vitrine/api-client/catalog-imports';
import { Button } from '@vitrine/ui/button';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ListPagination } from '../../../lib/list-pagination.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CatalogFilters } from '../components/catalog-filters.tsx';
import { CatalogTable } from '../components/catalog-table.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import {
  catalogApiQuery,
  catalogExportQuery,
  catalogSearch,
  hasCatalogFilters,
  readCatalogView,
  type CatalogKind,
} from '../list-query.ts';
import { kindMessages, listMessages as t } from '../messages.ts';
import '../catalog.css';

/**
 * /vendedor/catalogo/produtos and /servicos: the store's products (or services) filtered,
 * ordered and paged by the URL, as the sales list is. The last page stays on screen, marked
 * busy, while the next loads.
 */
export function CatalogListScreen({ kind }: { kind: CatalogKind }) {
  const k = kindMessages[kind];
  useTitle(k.title);
  const api = useApi();
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = readCatalogView(new URLSearchParams(search));
  const { data: tree } = useSuspenseQuery(categoryTreeQueryOptions(api, kind));
  const { data, isPlaceholderData, isFetching, error, refetch } = useQuery({
    ...catalogProductsQueryOptions(api, catalogApiQuery(kind, view)),
    placeholderData: keepPreviousData,
  });
  const listPath = kind === 'product' ? PATHS.products : PATHS.services;
  const loading = isPlaceholderData || (isFetching && !data);
  const exportHref = `${API_PROXY_PREFIX}/${catalogExportPath(catalogExportQuery(kind, view))}`;

  return (
    <div className="catalog">
      <CatalogTabs />
      <header className="catalog__header">
        <h1>{k.title}</h1>
        <div className="catalog__header-actions">
          <a className="vt-button" data-variant="secondary" data-size="md" href={exportHref} download>
            {t.exportCsv}
          </a>
          <Link
            className="vt-button"
            data-variant="primary"
            data-size="md"
            to={kind === 'product' ? PATHS.newProduct : PATHS.newService}
          >
            {k.new}
          </Link>
        </div>
      </header>
      <CatalogFilters
        kind={kind}
        view={view}
        categories={tree.items}
        clearHref={listPath}
        onApply={(filters) => void navigate({ search: catalogSearch({ ...filters, page: 1 }) })}
      />
      <p role="status" className="catalog__status">
        {loading ? t.loading : data ? t.total(data.total, kind) : ''}
      </p>
      {error && !isPlaceholderData ? (
        <div role="alert" className="office-card">
          <p>{error.message || t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : data && data.total === 0 ? (
        <div className="office-card catalog__empty">
          <h2>{hasCatalogFilters(view) ? t.emptyFiltered : k.emptyStore}</h2>
          {hasCatalogFilters(view) ? (
            <>
              <p>{t.emptyFilteredHint}</p>
              <Link to={listPath}>{t.clear}</Link>
            </>
          ) : (
            <p>{k.emptyStoreHint}</p>
          )}
        </div>
      ) : data ? (
        <div className={`office-card catalog__results${loading ? ' catalog__results--busy' : ''}`}>
          <CatalogTable kind={kind} items={data.items} busy={loading} />
          <ListPagination
            page={data.page}
            pages={data.total_pages}
            summary={t.total(data.total, kind)}
            labels={t}
            searchFor={(page) => catalogSearch({ ...view, page })}
          />
        </div>
      ) : null}
    </div>
  );
}

export function ProductListScreen() {
  return <CatalogListScreen kind="product" />;
}

export function ServiceListScreen() {
  return <CatalogListScreen kind="service" />;
}
