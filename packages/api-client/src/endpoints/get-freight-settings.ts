import { freightSettingsSchema, type FreightSettings } from '@vitrine/contract/freight-settings';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/freight — the store's freight settings (never the Melhor Envio token). */
export function getFreightSettings(client: ApiClient): Promise<FreightSettings> {
  return parse(freightSettingsSchema, client.api.get('settings/freight'));
}
