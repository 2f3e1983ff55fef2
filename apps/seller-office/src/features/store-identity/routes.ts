import { storeIdentityQueryOptions } from '@vitrine/api-client/queries/get-store-identity';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** Configurações → Identidade: a child of the panel's frame. */
export function storeIdentityRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'configuracoes/identidade',
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
