import { lowStockQueryOptions } from '@vitrine/api-client/queries/get-low-stock';
import { salesOverviewQueryOptions } from '@vitrine/api-client/queries/get-sales-overview';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** spec §2 /vendedor: the seller's home, the index of the seller area. */
export function homeRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      index: true,
      loader: async () => {
        // The low-stock card reads beside the figures: asked for now, not waited for.
        void queryClient.prefetchQuery(lowStockQueryOptions(api));
        await queryClient.ensureQueryData(salesOverviewQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/home-screen.tsx')).HomeScreen,
      },
    },
  ];
}
