import { sellerProfileQueryOptions } from '@vitrine/api-client/queries/get-seller-profile';
import { twoFactorQueryOptions } from '@vitrine/api-client/queries/get-two-factor';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/**
 * spec §2 /vendedor/minha-conta/meus-dados and minha-senha, and Segurança (two-step
 * verification): children of the panel's frame.
 */
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
    {
      path: 'minha-conta/seguranca',
      loader: async () => {
        await queryClient.ensureQueryData(twoFactorQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/my-security.tsx')).MySecurityScreen,
      },
    },
  ];
}
