import { favouritesQueryOptions } from '@vitrine/api-client/queries/get-favourites';
import { Suspense } from 'react';
import { customerLoader } from '../../../lib/loader.server.ts';
import { RouteQueries } from '../../../lib/route-queries.tsx';
import { privatePageMeta } from '../../../lib/seo.ts';
import { FavouritesList } from '../components/favourites-list.tsx';
import { favouritesMessages as t } from '../favourites-messages.ts';
import '../favourites.css';
import type { Route } from './+types/favourites';

/** /minha-conta/favoritos (buyer login required): the shopper's favourites as sold now. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const loader = await customerLoader({ request, context });
  await loader.ensureQueryData(favouritesQueryOptions(loader.client));
  return { dehydrated: loader.dehydrate() };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, t.metaTitle);

export default function FavouritesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="favourites-title">
      <h1 id="favourites-title" tabIndex={-1}>
        {t.title}
      </h1>
      <RouteQueries state={loaderData.dehydrated}>
        <Suspense fallback={null}>
          <FavouritesList />
        </Suspense>
      </RouteQueries>
    </section>
  );
}

export function ErrorBoundary() {
  return (
    <p className="form-error" role="alert">
      {t.loadFailed}
    </p>
  );
}
