import { useSuspenseQuery } from '@tanstack/react-query';
import type { ServiceListQuery } from '@vitrine/api-client/list-services';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { serviceListingPath } from '../../../lib/paths.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { servicesQueryOptions } from '@vitrine/api-client/queries/list-services';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { listingMessages } from '../listing-messages.ts';
import { PAGE_PARAM, pageParamOf } from '../search-params.ts';
import type { Route } from './+types/service-listing';

const t = listingMessages.listing;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const page = pageParamOf(new URL(request.url).searchParams.get(PAGE_PARAM));
  // The screen reads the list with this same query (its key).
  const query: ServiceListQuery = { page, per_page: 24 };
  const list = await loader.ensureQueryData(
    servicesQueryOptions(loader.client, params.slug, query),
  );
  const storeName = loader.store.data.name;
  return {
    dehydrated: loader.dehydrate(),
    query,
    seo: {
      title: pageTitle(t.title(list.category.name), storeName),
      description: `${t.title(list.category.name)}: ${t.count(list.total)} em ${storeName}.`,
      canonical: `${loader.origin}${serviceListingPath(params.slug)}`,
      siteName: storeName,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function ServiceListingRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <ServiceListing slug={params.slug} query={loaderData.query} />
    </RouteQueries>
  );
}

function ServiceListing({ slug, query }: { slug: string; query: ServiceListQuery }) {
  const { data: list } = useSuspenseQuery(servicesQueryOptions(useBrowserApi(), slug, query));
  return (
    <section className="results" aria-labelledby="listagem">
      <div className="results__head">
        <h1 id="listagem">{t.title(list.category.name)}</h1>
        <p className="results__count">{t.count(list.total)}</p>
      </div>
      {list.items.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <>
          <ProductGrid
            id="lista-servicos"
            title={t.count(list.total)}
            items={list.items}
            hideTitle
            priorityCount={2}
          />
          <Pagination page={list.page} totalPages={list.total_pages} />
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
