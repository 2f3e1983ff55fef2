import { reportQueryOptions } from '@vitrine/api-client/queries/get-reports';
import { saoPauloDay } from '@vitrine/domain/dates';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';
import { readPeriod } from './model.ts';

/** /vendedor/relatorios (issue #37 §6), a child of the /vendedor layout (the `sales` area). */
export function reportsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'relatorios',
      loader: async ({ request }: LoaderFunctionArgs) => {
        const { from, to } = readPeriod(new URL(request.url).searchParams, saoPauloDay(new Date()));
        await queryClient.ensureQueryData(reportQueryOptions(api, { from, to }));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/reports-screen.tsx')).ReportsScreen,
      },
    },
  ];
}
