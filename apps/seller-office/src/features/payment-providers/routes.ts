import { paymentSettingsQueryOptions } from '@vitrine/api-client/queries/get-payment-settings';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/recebimento, a child of the settings area: the payment providers. */
export function paymentProvidersRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'recebimento',
      loader: async () => {
        await queryClient.ensureQueryData(paymentSettingsQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/payment-providers-screen.tsx')).PaymentProvidersScreen,
      },
    },
  ];
}
