import { useSuspenseQuery } from '@tanstack/react-query';
import type { SearchQuery } from '@vitrine/contract/catalog';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { track } from '../../../lib/analytics/data-layer.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { searchPath } from '../../../lib/paths.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { searchQueryOptions } from '@vitrine/api-client/queries/search-products';
import { FacetPanel } from '../components/facet-panel.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { SortForm } from '../components/sort-form.tsx';
import { listingParamsOf, type ListingView, pathWith } from '../facet-params.ts';
import { listingMessages } from '../listing-messages.ts';
import type { Route } from './+types/search';

const t = listingMessages.search;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const q = params.query.trim().slice(0, 200);
  const listing = listingParamsOf(new URL(request.url));
  // The screen reads the results with this same query (its key).
  const query: SearchQuery = { q, ...listing.query };
  const found = await loader.ensureQueryData(searchQueryOptions(loader.client, query));
  const storeName = loader.store.data.name;
  return {
    dehydrated: loader.dehydrate(),
    query,
    q,
    ...listing.view,
    seo: {
      title: pageTitle(t.title(q), storeName),
      description: `${t.count(found.total)} — ${storeName}`,
      canonical: `${loader.origin}${searchPath(q)}`,
      siteName: storeName,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <SearchResults {...loaderData} />
    </RouteQueries>
  );
}

type Props = ListingView & { query: SearchQuery; q: string };

function SearchResults({ query, q, sort, filtered, keepForFacets, keepForSort }: Props) {
  const { data: result } = useSuspenseQuery(searchQueryOptions(useBrowserApi(), query));
  useEffect(() => track({ event: 'search', search_term: q }), [q]);
  const empty = result.total === 0;
  const clearTo = filtered ? pathWith(searchPath(q), keepForFacets) : null;
  return (
    <section className="results shelf-page" aria-labelledby="resultados">
      <div className="results__head">
        <h1 id="resultados">{t.title(q)}</h1>
        <p className="results__count" role="status">
          {t.count(result.total)}
        </p>
        {!empty && <SortForm sort={sort} keep={keepForSort} />}
      </div>
      {(!empty || filtered) && (
        <FacetPanel facets={result.facets} keep={keepForFacets} clearTo={clearTo} />
      )}
      <div>
        {empty ? (
          <div className="empty-state">
            <p>{t.empty(q)}</p>
            <p>{t.emptyHint}</p>
            <p>
              <Link to="/">{t.backHome}</Link>
            </p>
          </div>
        ) : (
          <>
            {result.fuzzy && <p className="results__fuzzy">{t.fuzzy(q)}</p>}
            <ProductGrid
              id="lista-resultados"
              title={t.count(result.total)}
              items={result.items}
              hideTitle
              // One image fetched first: the largest paint. A second high-priority one shares
              // its round trips; the rest load as they come into view.
              priorityCount={1}
            />
            <Pagination page={result.page} totalPages={result.total_pages} />
          </>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
