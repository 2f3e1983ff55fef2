import { sellerStoreQueryOptions } from '@vitrine/api-client/queries/get-seller-store';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** `/vendedor/loja-criada`: where "Crie sua loja" lands the new owner (the panel's frame). */
export function storeCreatedRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'loja-criada',
      loader: async () => {
        await queryClient.ensureQueryData(sellerStoreQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/store-created.tsx')).StoreCreatedScreen,
      },
    },
  ];
}
