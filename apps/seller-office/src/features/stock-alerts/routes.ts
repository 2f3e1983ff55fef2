import {
  askedVariationsQueryOptions,
  stockAlertSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-stock-alerts';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { readAskedPage } from './list-page.ts';

/** /vendedor/avise-me, a child of the /vendedor layout (the `coupons` area: marketing). */
export function stockAlertsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'avise-me',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const page = readAskedPage(new URL(request.url).searchParams);
        await Promise.all([
          queryClient.ensureQueryData(stockAlertSettingsQueryOptions(api)),
          queryClient.ensureQueryData(askedVariationsQueryOptions(api, page)),
        ]);
        return null;
      },
      shouldRevalidate: listShouldRevalidate,
      lazy: {
        Component: async () =>
          (await import('./screens/stock-alerts-screen.tsx')).StockAlertsScreen,
      },
    },
  ];
}
