import { paymentRulesQueryOptions } from '@vitrine/api-client/queries/get-payment-rules';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/pagamentos, a child of the settings area: the store's payment rules. */
export function paymentRulesRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'pagamentos',
      loader: async () => {
        await queryClient.ensureQueryData(paymentRulesQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/payment-rules-screen.tsx')).PaymentRulesScreen,
      },
    },
  ];
}
