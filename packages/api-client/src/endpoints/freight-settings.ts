import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  freightSettingsSchema,
  freightTableSchema,
  freightTokenTestSchema,
  type FreightSettings,
  type FreightSettingsBody,
  type FreightTable,
  type FreightTableRowInput,
  type FreightTokenTest,
  type FreightTokenTestBody,
} from '@vitrine/contract/freight-settings';
import { parse, type ApiClient } from '../client.ts';
import { freightSettingsQueryKey, freightTableQueryKey } from '../query-keys.ts';

// Configurações → Frete: the settings, the own table (as JSON or VTEX's sheet) and the
// Melhor Envio token's test. A table's change also changes the settings' row count and may
// turn the own table off, so both queries follow it.

/** The relative path of GET {apiBase}/settings/freight/table.csv: the office links to it. */
export const freightTableCsvPath = 'settings/freight/table.csv';

/** PUT {apiBase}/settings/freight — 400 `freight_settings_invalid` names each field. */
export function saveFreightSettings(
  client: ApiClient,
  body: FreightSettingsBody,
): Promise<FreightSettings> {
  return parse(freightSettingsSchema, client.api.put('settings/freight', { json: body }));
}

/** PUT {apiBase}/settings/freight/table — the whole table; 400 names each row's problem. */
export function saveFreightTable(
  client: ApiClient,
  rows: FreightTableRowInput[],
): Promise<FreightTable> {
  return parse(
    freightTableSchema,
    client.api.put('settings/freight/table', { json: { rows }, timeout: 60_000 }),
  );
}

/** PUT {apiBase}/settings/freight/table.csv — all or nothing; 400 `freight_table_invalid`. */
export function importFreightTable(client: ApiClient, file: Blob): Promise<FreightTable> {
  return parse(
    freightTableSchema,
    client.api.put(freightTableCsvPath, {
      headers: { 'Content-Type': 'text/csv' },
      body: file,
      timeout: 60_000,
    }),
  );
}

/** POST {apiBase}/settings/freight/test — quotes a small parcel with the token; saves nothing. */
export function testFreightToken(
  client: ApiClient,
  body: FreightTokenTestBody,
): Promise<FreightTokenTest> {
  return parse(freightTokenTestSchema, client.api.post('settings/freight/test', { json: body }));
}

export function saveFreightSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...freightSettingsQueryKey, 'save'],
    mutationFn: (body: FreightSettingsBody) => saveFreightSettings(client, body),
    onSuccess: (settings) => queryClient.setQueryData(freightSettingsQueryKey, settings),
  });
}

/** The table saved row by row on screen, or replaced by a sheet (a File). */
export function saveFreightTableMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...freightTableQueryKey, 'save'],
    mutationFn: (table: FreightTableRowInput[] | Blob) =>
      Array.isArray(table) ? saveFreightTable(client, table) : importFreightTable(client, table),
    onSuccess: async (table) => {
      queryClient.setQueryData(freightTableQueryKey, table);
      await queryClient.invalidateQueries({ queryKey: freightSettingsQueryKey, exact: true });
    },
  });
}

export function testFreightTokenMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...freightSettingsQueryKey, 'test'],
    mutationFn: (body: FreightTokenTestBody) => testFreightToken(client, body),
  });
}
