import { storeChecklistQueryOptions } from '@vitrine/api-client/queries/get-store-checklist';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/loja/encerrar: closing the store (the owner's; routes.tsx gates it). */
export function storeClosingRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'loja/encerrar',
      loader: async () => {
        await queryClient.ensureQueryData(storeChecklistQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () => (await import('./close-store-screen.tsx')).CloseStoreScreen,
      },
    },
  ];
}
