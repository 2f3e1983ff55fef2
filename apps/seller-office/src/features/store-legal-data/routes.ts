import { storeLegalDataQueryOptions } from '@vitrine/api-client/queries/get-store-legal-data';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/dados-legais, a child of the settings area: the legal data. */
export function storeLegalDataRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'dados-legais',
      loader: async () => {
        await queryClient.ensureQueryData(storeLegalDataQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./legal-data-screen.tsx')).LegalDataScreen,
      },
    },
  ];
}
