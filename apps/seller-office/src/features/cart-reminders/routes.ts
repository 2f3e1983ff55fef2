import {
  abandonedCartsQueryOptions,
  cartReminderSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-cart-reminders';
import { couponsQueryOptions } from '@vitrine/api-client/queries/get-coupons';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { readCartsPage } from './list-page.ts';

/** /vendedor/carrinhos-abandonados, a child of the /vendedor layout (the `coupons` area). */
export function cartRemindersRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'carrinhos-abandonados',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const page = readCartsPage(new URL(request.url).searchParams);
        await Promise.all([
          queryClient.ensureQueryData(cartReminderSettingsQueryOptions(api)),
          queryClient.ensureQueryData(abandonedCartsQueryOptions(api, page)),
          // The coupon's choices: the store's first 50 coupons.
          queryClient.ensureQueryData(couponsQueryOptions(api)),
        ]);
        return null;
      },
      shouldRevalidate: listShouldRevalidate,
      lazy: {
        Component: async () =>
          (await import('./screens/cart-reminders-screen.tsx')).CartRemindersScreen,
      },
    },
  ];
}
