import { useSuspenseQuery } from '@tanstack/react-query';
import type { CategoryListing, CategoryListingQuery } from '@vitrine/contract/catalog';
import { categoryQueryOptions } from '@vitrine/api-client/queries/list-category';
import { Link } from 'react-router';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { categoryPagePath } from '../../../lib/paths.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { seoMeta } from '../../../lib/seo.ts';
import { categorySeo } from '../category-seo.ts';
import { FacetPanel } from '../components/facet-panel.tsx';
import { FoundHeading } from '../components/found-heading.tsx';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { SortForm } from '../components/sort-form.tsx';
import { listingParamsOf, type ListingView, pathWith } from '../facet-params.ts';
import { shelfMessages } from '../shelf-messages.ts';
import type { Route } from './+types/category';

const t = shelfMessages.category;

/** spec §2 /categoria/{slug}: a department or category, its products, facets and pages. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const listing = listingParamsOf(new URL(request.url));
  // The screen reads the listing with this same query (its key).
  const query: CategoryListingQuery = listing.query;
  const found = await loader.ensureQueryData(
    categoryQueryOptions(loader.client, params.slug, query),
  );
  return {
    dehydrated: loader.dehydrate(),
    query,
    ...listing.view,
    seo: categorySeo(found, { origin: loader.origin, storeName: loader.store.data.name }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function CategoryRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <CategoryScreen slug={params.slug} {...loaderData} />
    </RouteQueries>
  );
}

type ScreenProps = ListingView & { slug: string; query: CategoryListingQuery };

function CategoryScreen({ slug, query, sort, filtered, keepForFacets, keepForSort }: ScreenProps) {
  const { data: listing } = useSuspenseQuery(categoryQueryOptions(useBrowserApi(), slug, query));
  const clearTo = filtered ? pathWith(categoryPagePath(slug), keepForFacets) : null;
  return (
    <section className="shelf-page" aria-labelledby="categoria">
      <Breadcrumbs listing={listing} />
      <div className="results__head">
        <FoundHeading id="categoria" title={listing.category.name} total={listing.total} />
        {listing.total > 0 && <SortForm sort={sort} keep={keepForSort} />}
      </div>
      <FacetPanel
        facets={listing.facets}
        keep={keepForFacets}
        clearTo={clearTo}
        // A category without categories under it would offer only itself.
        hide={listing.facets.category.length <= 1 ? ['category'] : []}
      />
      <div>
        {listing.items.length === 0 ? (
          <div className="empty-state">
            <p>{t.empty}</p>
            <p>{t.emptyHint}</p>
          </div>
        ) : (
          <>
            <ProductGrid
              id="lista-categoria"
              title={shelfMessages.found(listing.total)}
              items={listing.items}
              hideTitle
              priorityCount={1}
            />
            <Pagination page={listing.page} totalPages={listing.total_pages} />
          </>
        )}
      </div>
    </section>
  );
}

function Breadcrumbs({ listing }: { listing: CategoryListing }) {
  return (
    <nav aria-label={t.breadcrumb} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t.home}</Link>
        </li>
        {listing.department && (
          <li>
            <Link to={categoryPagePath(listing.department.slug)}>{listing.department.name}</Link>
          </li>
        )}
        <li aria-current="page">{listing.category.name}</li>
      </ol>
    </nav>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
