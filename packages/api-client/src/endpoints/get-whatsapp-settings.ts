import { whatsappSettingsSchema, type WhatsappSettings } from '@vitrine/contract/whatsapp';
import { parse, type ApiClient } from '../client.ts';

/** GET {apiBase}/settings/whatsapp — the order updates by WhatsApp; never a secret. */
export function getWhatsappSettings(client: ApiClient): Promise<WhatsappSettings> {
  return parse(whatsappSettingsSchema, client.api.get('settings/whatsapp'));
}
