import { storeIdentityQueryOptions } from '@vitrine/api-client/queries/get-store-identity';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/identidade, a child of the settings area: the store's identity. */
export function storeIdentityRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'identidade',
      loader: async () => {
        await queryClient.ensureQueryData(storeIdentityQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./identity-screen.tsx')).IdentityScreen,
      },
    },
  ];
}
