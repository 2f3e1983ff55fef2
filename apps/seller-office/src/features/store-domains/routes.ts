import { storeDomainsQueryOptions } from '@vitrine/api-client/queries/get-store-domains';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/dominio, a child of the settings area: the store's own domains. */
export function storeDomainsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'dominio',
      loader: async () => {
        await queryClient.ensureQueryData(storeDomainsQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./domains-screen.tsx')).DomainsScreen,
      },
    },
  ];
}
