import { parse, type ApiClient } from '../client.ts';
import { devicesResponseSchema, type Device } from '@vitrine/contract/customers';

/** GET {apiBase}/customers/me/devices — spec §2 /minha-conta/dispositivos-conectados. */
export async function getDevices(client: ApiClient): Promise<Device[]> {
  return (await parse(devicesResponseSchema, client.api.get('customers/me/devices'))).items;
}
