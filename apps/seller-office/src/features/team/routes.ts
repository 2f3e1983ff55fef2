import { teamQueryOptions } from '@vitrine/api-client/queries/get-team';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/equipe, a child of the /vendedor layout (owners only: routes.tsx gates it). */
export function teamRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'equipe',
      loader: async () => {
        await queryClient.ensureQueryData(teamQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./screens/team-screen.tsx')).TeamScreen,
      },
    },
  ];
}
