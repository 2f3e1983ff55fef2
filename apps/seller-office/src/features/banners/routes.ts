import { sellerBannersQueryOptions } from '@vitrine/api-client/queries/get-seller-banners';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/**
 * /vendedor/configuracoes/banners (a child of the settings area): the list, a new banner
 * (`novo`) and one to edit (its id). All three read the store's one list of banners.
 */
export function bannerRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  const loader = async () => {
    await queryClient.ensureQueryData(sellerBannersQueryOptions(api));
    return null;
  };
  // One object per route: React Router keeps what a route's `lazy` resolved on that object.
  const editScreen = () => ({
    Component: async () => (await import('./screens/banner-edit-screen.tsx')).BannerEditScreen,
  });
  return [
    {
      path: 'banners',
      loader,
      lazy: { Component: async () => (await import('./screens/banners-screen.tsx')).BannersScreen },
    },
    { path: 'banners/novo', loader, lazy: editScreen() },
    { path: 'banners/:id', loader, lazy: editScreen() },
  ];
}
