import { couponQueryOptions } from '@vitrine/api-client/queries/get-coupon';
import { couponsQueryOptions } from '@vitrine/api-client/queries/get-coupons';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { listShouldRevalidate } from '../../lib/list-url.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { readCouponsPage } from './list-page.ts';

/** /vendedor/cupons/*, children of the /vendedor layout (the `coupons` area: routes.tsx gates it). */
export function couponRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'cupons',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const page = readCouponsPage(new URL(request.url).searchParams);
        await queryClient.ensureQueryData(couponsQueryOptions(api, page));
        return null;
      },
      shouldRevalidate: listShouldRevalidate,
      lazy: {
        Component: async () => (await import('./screens/coupons-screen.tsx')).CouponsScreen,
      },
    },
    {
      path: 'cupons/novo',
      lazy: {
        Component: async () => (await import('./screens/coupon-edit-screen.tsx')).CouponNewScreen,
      },
    },
    {
      path: 'cupons/:id',
      loader: async ({ params }) => {
        await queryClient.ensureQueryData(couponQueryOptions(api, params.id ?? ''));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/coupon-edit-screen.tsx')).CouponEditScreen,
      },
    },
  ];
}
