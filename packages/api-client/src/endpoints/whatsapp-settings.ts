import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  whatsappSettingsSchema,
  type WhatsappSettings,
  type WhatsappSettingsBody,
} from '@vitrine/contract/whatsapp';
import { parse, type ApiClient } from '../client.ts';
import { whatsappSettingsQueryKey } from '../query-keys.ts';

// Configurações → WhatsApp. The access token and the app secret go one way: sent here (absent
// keeps the stored one, null removes it), answered only as `access_token_set`/`app_secret_set`.

/** PUT {apiBase}/settings/whatsapp — 422 `whatsapp_settings_incomplete` turning it on too soon. */
export function saveWhatsappSettings(
  client: ApiClient,
  body: WhatsappSettingsBody,
): Promise<WhatsappSettings> {
  return parse(whatsappSettingsSchema, client.api.put('settings/whatsapp', { json: body }));
}

export function saveWhatsappSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...whatsappSettingsQueryKey, 'save'],
    mutationFn: (body: WhatsappSettingsBody) => saveWhatsappSettings(client, body),
    onSuccess: (settings) => queryClient.setQueryData(whatsappSettingsQueryKey, settings),
  });
}
