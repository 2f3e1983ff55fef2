import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  type FiscalCertificateBody,
  fiscalSettingsSchema,
  type FiscalSettings,
  type FiscalSettingsInput,
} from '@vitrine/contract/fiscal-settings';
import { parse, type ApiClient } from '../client.ts';
import { fiscalSettingsQueryKey } from '../query-keys.ts';

/** PUT {apiBase}/settings/invoices — 422 `fiscal_settings_incomplete` turning invoices on too soon. */
export function saveFiscalSettings(
  client: ApiClient,
  body: FiscalSettingsInput,
): Promise<FiscalSettings> {
  return parse(fiscalSettingsSchema, client.api.put('settings/invoices', { json: body }));
}

/** PUT {apiBase}/settings/invoices/certificate — the .pfx in base64 and its password. */
export function uploadFiscalCertificate(
  client: ApiClient,
  body: FiscalCertificateBody,
): Promise<FiscalSettings> {
  return parse(
    fiscalSettingsSchema,
    client.api.put('settings/invoices/certificate', { json: body }),
  );
}

/** DELETE {apiBase}/settings/invoices/certificate — only with invoices off. */
export function removeFiscalCertificate(client: ApiClient): Promise<FiscalSettings> {
  return parse(fiscalSettingsSchema, client.api.delete('settings/invoices/certificate'));
}

const written = (queryClient: QueryClient) => (saved: FiscalSettings) =>
  queryClient.setQueryData(fiscalSettingsQueryKey, saved);

export function saveFiscalSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...fiscalSettingsQueryKey, 'save'],
    mutationFn: (body: FiscalSettingsInput) => saveFiscalSettings(client, body),
    onSuccess: written(queryClient),
  });
}

export function uploadFiscalCertificateMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: [...fiscalSettingsQueryKey, 'certificate'],
    mutationFn: (body: FiscalCertificateBody) => uploadFiscalCertificate(client, body),
    onSuccess: written(queryClient),
  });
}

export function removeFiscalCertificateMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
) {
  return mutationOptions({
    mutationKey: [...fiscalSettingsQueryKey, 'certificate', 'remove'],
    mutationFn: () => removeFiscalCertificate(client),
    onSuccess: written(queryClient),
  });
}
