import { useSuspenseQuery } from '@tanstack/react-query';
import { data, Link } from 'react-router';
import { ErrorPage, errorMeta } from '../../../app/error-page.tsx';
import { startLoader } from '../../../lib/loader.server.ts';
import { FRESH_UNTIL_HEADER, freshUntilHeaders } from '../../../lib/fresh-until.ts';
import { categoryPath } from '../../../lib/paths.ts';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { seoMeta } from '../../../lib/seo.ts';
import { homeQueryOptions } from '@vitrine/api-client/queries/get-home';
import { HeroBanner } from '../components/hero-banner.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { catalogMessages as t } from '../messages.ts';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await startLoader({ request, context });
  const { data: store } = loader.store;
  await loader.ensureQueryData(homeQueryOptions(loader.client));
  const canonical = `${loader.origin}/`;
  return data(
    {
      dehydrated: loader.dehydrate(),
      storeName: store.name,
      seo: {
        title: t.home.title(store.name),
        description: store.description || store.name,
        canonical,
        siteName: store.name,
        image: store.logo ?? undefined,
        // Lets search engines offer the store's own search box.
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: store.name,
          url: canonical,
          potentialAction: {
            '@type': 'SearchAction',
            target: `${loader.origin}/pesquisar/{search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        },
      },
    },
    // The banners shown here change at their next start or end: no shared copy outlives it.
    { headers: freshUntilHeaders(loader.store.banners_until) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return freshUntilHeaders(loaderHeaders.get(FRESH_UNTIL_HEADER));
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  error ? errorMeta(error) : seoMeta(loaderData?.seo);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RouteQueries state={loaderData.dehydrated}>
      <HomeScreen storeName={loaderData.storeName} />
    </RouteQueries>
  );
}

function HomeScreen({ storeName }: { storeName: string }) {
  const { data: home } = useSuspenseQuery(homeQueryOptions(useBrowserApi()));
  return (
    <>
      <h1 className="visually-hidden">{storeName}</h1>
      <HeroBanner banners={home.banners} />
      <ProductGrid id="destaques" title={t.home.featuredProducts} items={home.featured_products} />
      <ProductGrid id="servicos" title={t.home.featuredServices} items={home.featured_services} />
      <ProductGrid id="novidades" title={t.home.newArrivals} items={home.new_arrivals} />
      {home.categories.length > 0 && (
        <nav className="categories" aria-labelledby="categorias">
          <h2 id="categorias">{t.home.categories}</h2>
          <ul>
            {home.categories.map((category) => (
              <li key={category._id}>
                <Link className="chip" to={categoryPath(category)}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
