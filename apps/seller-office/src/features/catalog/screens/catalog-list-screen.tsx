import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { categoryTreeQueryOptions } from '@vitrine/api-client/queries/get-category-tree';
import { catalogProductsQueryOptions } from '@vitrine/api-client/queries/get-catalog-products';
import { catalogExportPath } from '@vitrine/api-client/catalog-imports';
import { API_PROXY_PREFIX } from '@vitrine/session/kinds';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { ListResults } from '../../../lib/list-results.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CatalogFilters } from '../components/catalog-filters.tsx';
import { CatalogTable } from '../components/catalog-table.tsx';
import { CatalogTabs } from '../../../shared/catalog-tabs.tsx';
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
  const query = useQuery({
    ...catalogProductsQueryOptions(api, catalogApiQuery(kind, view)),
    placeholderData: keepPreviousData,
  });
  const listPath = kind === 'product' ? PATHS.products : PATHS.services;
  const exportHref = `${API_PROXY_PREFIX}/${catalogExportPath(catalogExportQuery(kind, view))}`;

  return (
    <div className="office-page">
      <CatalogTabs />
      <header className="office-page__header">
        <h1>{k.title}</h1>
        <div className="office-page__actions">
          <a
            className="vt-button"
            data-variant="secondary"
            data-size="md"
            href={exportHref}
            download
          >
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
      <ListResults
        query={query}
        messages={t}
        summary={(total) => t.total(total, kind)}
        filtered={hasCatalogFilters(view)}
        clearHref={listPath}
        empty={{ title: k.emptyStore, hint: k.emptyStoreHint }}
        searchFor={(page) => catalogSearch({ ...view, page })}
      >
        {(busy) => <CatalogTable kind={kind} items={query.data?.items ?? []} busy={busy} />}
      </ListResults>
    </div>
  );
}

export function ProductListScreen() {
  return <CatalogListScreen kind="product" />;
}

export function ServiceListScreen() {
  return <CatalogListScreen kind="service" />;
}
