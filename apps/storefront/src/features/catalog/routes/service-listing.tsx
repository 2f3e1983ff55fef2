import { HydrationBoundary, type QueryKey } from '@tanstack/react-query';
import type { ServiceList } from '@vitrine/contract/catalog';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { serviceListingPath } from '../../../lib/paths.ts';
import { pageTitle, seoMeta } from '../../../lib/seo.ts';
import { useHydratedQuery } from '../../../lib/use-hydrated-query.ts';
import { servicesQueryOptions } from '@vitrine/api-client/list-services';
import { Pagination } from '../components/pagination.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { catalogMessages } from '../messages.ts';
import { PAGE_PARAM, pageParamOf } from '../search-params.ts';
import type { Route } from './+types/service-listing';

const t = catalogMessages.listing;

export async function loader({ request, params }: Route.LoaderArgs) {
  const loader = await startLoader(request);
  const page = pageParamOf(new URL(request.url).searchParams.get(PAGE_PARAM));
  const { data: list, queryKey } = await loader.prefetch(
    servicesQueryOptions(loader.client, params.slug, { page, per_page: 24 }),
  );
  const storeName = loader.store.data.name;
  return {
    dehydrated: loader.dehydrate(),
    queryKey,
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

export default function ServiceListingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HydrationBoundary state={loaderData.dehydrated}>
      <ServiceListing {...loaderData} />
    </HydrationBoundary>
  );
}

function ServiceListing({ queryKey }: { queryKey: QueryKey }) {
  const list = useHydratedQuery<ServiceList>(queryKey);
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
