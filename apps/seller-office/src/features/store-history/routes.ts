import { storeHistoryQueryOptions } from '@vitrine/api-client/queries/get-store-history';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { historyApiQuery, readHistoryView } from './history-query.ts';

/** /vendedor/configuracoes/historico, a child of the settings area: the store's audit log. */
export function storeHistoryRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'historico',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const view = readHistoryView(new URL(request.url).searchParams);
        await queryClient.ensureQueryData(storeHistoryQueryOptions(api, historyApiQuery(view)));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./screens/store-history-screen.tsx')).StoreHistoryScreen,
      },
    },
  ];
}
