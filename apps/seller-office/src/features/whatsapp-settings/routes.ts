import { whatsappSettingsQueryOptions } from '@vitrine/api-client/queries/get-whatsapp-settings';
import type { RouteObject } from 'react-router';
import type { RouteDeps } from '../../lib/route-deps.ts';

/** /vendedor/configuracoes/whatsapp, a child of the settings area: the order updates by WhatsApp. */
export function whatsappSettingsRoutes({ api, queryClient }: RouteDeps): RouteObject[] {
  return [
    {
      path: 'whatsapp',
      loader: async () => {
        await queryClient.ensureQueryData(whatsappSettingsQueryOptions(api));
        return null;
      },
      lazy: {
        Component: async () =>
          (await import('./whatsapp-settings-screen.tsx')).WhatsappSettingsScreen,
      },
    },
  ];
}
