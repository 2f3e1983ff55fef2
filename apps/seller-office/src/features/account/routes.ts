import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** spec §2 /vendedor/minha-conta/meus-dados and minha-senha: children of the panel's frame. */
export function accountRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'minha-conta/meus-dados',
      loader: async () => {
        await queryClient.ensureQueryData(sellerProfileQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/my-data.tsx')).MyDataScreen,
      },
    },
    {
      path: 'minha-conta/minha-senha',
      lazy: {
        Component: async () => (await import('./screens/my-password.tsx')).MyPasswordScreen,
      },
    },
  ];
}
