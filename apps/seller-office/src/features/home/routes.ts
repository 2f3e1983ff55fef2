import { lowStockQueryOptions } from '@vitrine/api-client/queries/get-low-stock';
import { salesOverviewQueryOptions } from '@vitrine/api-client/queries/get-sales-overview';
import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { storeChecklistQueryOptions } from '@vitrine/api-client/queries/get-store-checklist';
import { roleMayUse } from '@vitrine/domain/seller-roles';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** spec §2 /vendedor: the seller's home, the index of the seller area. */
export function homeRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      index: true,
      loader: async () => {
        // The low-stock card reads beside the figures: asked for now, not waited for; only for
        // a role that sees the catalog (the card is not drawn for the others).
        void queryClient.ensureQueryData(sellerProfileQueryOptions(api)).then(
          (profile) =>
            roleMayUse(profile.role, 'catalog')
              ? queryClient.prefetchQuery(lowStockQueryOptions(api))
              : undefined,
          // A profile that failed is the seller area loader's to report.
          () => undefined,
        );
        // The store's checklist or status, for the roles that set the store up: waited for
        // beside the figures (it is the top of the home for a store not open yet).
        const checklist = queryClient
          .ensureQueryData(sellerProfileQueryOptions(api))
          .then((profile) =>
            roleMayUse(profile.role, 'settings')
              ? queryClient.ensureQueryData(storeChecklistQueryOptions(api))
              : undefined,
          );
        await Promise.all([queryClient.ensureQueryData(salesOverviewQueryOptions(api)), checklist]);
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/home-screen.tsx')).HomeScreen,
      },
    },
  ];
}
