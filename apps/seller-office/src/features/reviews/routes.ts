import {
  officeReviewsQueryOptions,
  reviewSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-office-reviews';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { readReviewsView } from './list-query.ts';

/** /vendedor/catalogo/avaliacoes, a child of the /vendedor layout (the `catalog` area). */
export function reviewsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'catalogo/avaliacoes',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const view = readReviewsView(new URL(request.url).searchParams);
        await Promise.all([
          queryClient.ensureQueryData(reviewSettingsQueryOptions(api)),
          queryClient.ensureQueryData(officeReviewsQueryOptions(api, view)),
        ]);
        return null;
      },
      shouldRevalidate: listShouldRevalidate,
      lazy: {
        Component: async () => (await import('./screens/reviews-screen.tsx')).ReviewsScreen,
      },
    },
  ];
}
