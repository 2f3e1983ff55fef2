import { saleQueryOptions } from '@vitrine/api-client/queries/get-sale';
import { salesQueryOptions } from '@vitrine/api-client/queries/get-sales';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { listApiQuery, readListView } from './list-query.ts';

/**
 * spec §2 /vendedor/minha-conta/minhas-vendas[/{code}], children of the /vendedor layout. The
 * loaders fill the query the screens read; a sale of another store is the API's 404, which the
 * layout's ErrorPage draws as "Page Not Found".
 */
export function salesRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'minha-conta/minhas-vendas',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const view = readListView(new URL(request.url).searchParams);
        await queryClient.ensureQueryData(salesQueryOptions(api, listApiQuery(view)));
        return null;
      },
      // A new filter, sort or page is the screen's own query (the old rows stay on screen while
      // the next arrive); the loader only fills the first view.
      shouldRevalidate: ({
        currentUrl,
        nextUrl,
        defaultShouldRevalidate,
      }: ShouldRevalidateFunctionArgs) =>
        currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate,
      lazy: {
        Component: async () => (await import('./screens/sales-list-screen.tsx')).SalesListScreen,
      },
    },
    {
      path: 'minha-conta/minhas-vendas/:code',
      loader: async ({ params }: LoaderFunctionArgs) => {
        await queryClient.ensureQueryData(saleQueryOptions(api, params.code ?? ''));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/sale-detail-screen.tsx')).SaleDetailScreen,
      },
    },
  ];
}
