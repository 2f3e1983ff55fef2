import { storePagesQueryOptions } from '@vitrine/api-client/queries/get-store-pages';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/**
 * /vendedor/configuracoes/paginas, a child of the settings area: the store's content pages,
 * a new one (…/nova) and each one's form (…/{id}). The form edits a page of the list: pages
 * are few, so one query holds them all.
 */
export function storePagesRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  const loader = async () => {
    await queryClient.ensureQueryData(storePagesQueryOptions(api));
    return null;
  };
  return [
    {
      path: 'paginas',
      loader,
      lazy: { Component: async () => (await import('./screens/pages-screen.tsx')).PagesScreen },
    },
    {
      path: 'paginas/:id',
      loader,
      lazy: {
        Component: async () => (await import('./screens/page-form-screen.tsx')).PageFormScreen,
      },
    },
  ];
}
