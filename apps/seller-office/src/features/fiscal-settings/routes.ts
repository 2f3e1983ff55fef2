import { fiscalSettingsQueryOptions } from '@vitrine/api-client/queries/get-fiscal-settings';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/notas-fiscais, a child of the settings area: the NF-e's data. */
export function fiscalSettingsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'notas-fiscais',
      loader: async () => {
        await queryClient.ensureQueryData(fiscalSettingsQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./fiscal-settings-screen.tsx')).FiscalSettingsScreen,
      },
    },
  ];
}
