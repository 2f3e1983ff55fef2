import { queryOptions } from '@tanstack/react-query';
import { fetchLazily, type QueryApi } from '../query-api.ts';
import { whatsappSettingsQueryKey } from '../query-keys.ts';

/** The store's order updates by WhatsApp (Configurações → WhatsApp); a save writes its answer here. */
export function whatsappSettingsQueryOptions(api: QueryApi) {
  return queryOptions({
    queryKey: whatsappSettingsQueryKey,
    queryFn: () =>
      fetchLazily(api, import('../endpoints/get-whatsapp-settings.ts'), (endpoint, client) =>
        endpoint.getWhatsappSettings(client),
      ),
  });
}
