import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  paymentConnectionTestSchema,
  paymentSettingsSchema,
  type PaymentConnectionTest,
  type PaymentConnectionTestBody,
  type PaymentSettings,
  type PaymentSettingsBody,
  type PixKeyBody,
} from '@vitrine/contract/payment-settings';
import { parse, type ApiClient } from '../client.ts';
import { paymentSettingsQueryKey } from '../query-keys.ts';

// Configurações → Contas de recebimento: the providers and their credentials, and "Testar
// conexão". Secrets go one way: sent here, never answered.

/** PUT {apiBase}/settings/payments — 422 names each missing credential or a refused certificate. */
export function savePaymentSettings(
  client: ApiClient,
  body: PaymentSettingsBody,
): Promise<PaymentSettings> {
  return parse(paymentSettingsSchema, client.api.put('settings/payments', { json: body }));
}

/** PUT {apiBase}/settings/payments/pix-key — 400 says on `key` why it is not of its type. */
export function savePixKey(client: ApiClient, body: PixKeyBody): Promise<PaymentSettings> {
  return parse(paymentSettingsSchema, client.api.put('settings/payments/pix-key', { json: body }));
}

/** POST {apiBase}/settings/payments/test — asks the provider; saves nothing. */
export function testPaymentConnection(
  client: ApiClient,
  body: PaymentConnectionTestBody,
): Promise<PaymentConnectionTest> {
  return parse(
    paymentConnectionTestSchema,
    client.api.post('settings/payments/test', { json: body, timeout: 30_000 }),
  );
}

export function savePaymentSettingsMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...paymentSettingsQueryKey, 'save'],
    mutationFn: (body: PaymentSettingsBody) => savePaymentSettings(client, body),
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsQueryKey, settings),
  });
}

export function savePixKeyMutationOptions(client: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...paymentSettingsQueryKey, 'pix-key'],
    mutationFn: (body: PixKeyBody) => savePixKey(client, body),
    onSuccess: (settings) => queryClient.setQueryData(paymentSettingsQueryKey, settings),
  });
}

export function testPaymentConnectionMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...paymentSettingsQueryKey, 'test'],
    mutationFn: (body: PaymentConnectionTestBody) => testPaymentConnection(client, body),
  });
}
