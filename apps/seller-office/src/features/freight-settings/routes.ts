import { freightSettingsQueryOptions } from '@vitrine/api-client/queries/get-freight-settings';
import { freightTableQueryOptions } from '@vitrine/api-client/queries/get-freight-table';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/**
 * /vendedor/configuracoes/frete and …/frete/tabela, children of the settings area: how the
 * store charges freight, and its own table.
 */
export function freightSettingsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'frete',
      loader: async () => {
        await queryClient.ensureQueryData(freightSettingsQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./settings/freight-settings-screen.tsx')).FreightSettingsScreen,
      },
    },
    {
      path: 'frete/tabela',
      loader: async () => {
        await queryClient.ensureQueryData(freightTableQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./table/freight-table-screen.tsx')).FreightTableScreen,
      },
    },
  ];
}
