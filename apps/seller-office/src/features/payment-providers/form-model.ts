import {
  paymentSettingsBodySchema,
  type PaymentConnectionTestBody,
  type PaymentSettings,
  type PaymentSettingsBody,
} from '@vitrine/contract/payment-settings';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

/**
 * What the seller does with a stored secret: keep it (the form never holds it), type a new
 * one, or remove it on save.
 */
export type SecretAction = 'keep' | 'replace' | 'remove';

/** A file the seller chose: its bytes in base64 (what the API judges) and its name. */
export type ChosenFile = { base64: string; name: string };

/**
 * The form's values: the body the API takes, each secret as a typed text plus what to do with
 * it, each file as chosen (null: none chosen).
 */
export type ProvidersFormValues = {
  methods: PaymentSettingsBody['methods'];
  pix_api: {
    base_url: string;
    token_path: string;
    scope: string;
    client_id: string;
    client_secret: string;
    client_secret_action: SecretAction;
    certificate: { file: ChosenFile | null; key_file: ChosenFile | null; password: string };
    certificate_action: SecretAction;
    ca_file: ChosenFile | null;
    ca_action: SecretAction;
  };
  mercado_pago: {
    public_key: string;
    access_token: string;
    access_token_action: SecretAction;
    webhook_secret: string;
    webhook_secret_action: SecretAction;
  };
};

export type PaymentSettingsParsed = z.output<typeof paymentSettingsBodySchema>;

const startWith = (stored: unknown): SecretAction => (stored ? 'keep' : 'replace');

export function toFormValues(settings: PaymentSettings): ProvidersFormValues {
  const { pix_api: pixApi, mercado_pago: mp } = settings;
  return {
    methods: { ...settings.methods },
    pix_api: {
      base_url: pixApi.base_url,
      token_path: pixApi.token_path,
      scope: pixApi.scope,
      client_id: pixApi.client_id,
      client_secret: '',
      client_secret_action: startWith(pixApi.client_secret_hint),
      certificate: { file: null, key_file: null, password: '' },
      certificate_action: startWith(pixApi.certificate),
      ca_file: null,
      ca_action: startWith(pixApi.ca),
    },
    mercado_pago: {
      public_key: mp.public_key,
      access_token: '',
      access_token_action: startWith(mp.access_token_hint),
      webhook_secret: '',
      webhook_secret_action: startWith(mp.webhook_secret_hint),
    },
  };
}

/** A secret's part of the body: absent keeps the stored one, null removes it. */
function secret<T>(action: SecretAction, typed: T | null): { value?: T | null } {
  if (action === 'remove') return { value: null };
  return action === 'replace' && typed !== null ? { value: typed } : {};
}

const typedText = (text: string) => (text.trim() === '' ? null : text.trim());

function certificateOf(values: ProvidersFormValues['pix_api']) {
  const { file, key_file, password } = values.certificate;
  if (!file) return null;
  return {
    file: file.base64,
    ...(key_file ? { key_file: key_file.base64 } : {}),
    ...(password ? { password } : {}),
  };
}

const entry = <K extends string, T>(key: K, part: { value?: T }) =>
  ('value' in part ? { [key]: part.value } : {}) as Partial<Record<K, T>>;

/** The body to send: each secret and file only when it changes. */
export function toBody(values: ProvidersFormValues): PaymentSettingsBody {
  const { pix_api: pixApi, mercado_pago: mp } = values;
  return {
    methods: values.methods,
    pix_api: {
      base_url: pixApi.base_url,
      token_path: pixApi.token_path,
      scope: pixApi.scope,
      client_id: pixApi.client_id,
      ...entry(
        'client_secret',
        secret(pixApi.client_secret_action, typedText(pixApi.client_secret)),
      ),
      ...entry('certificate', secret(pixApi.certificate_action, certificateOf(pixApi))),
      ...entry('ca_file', secret(pixApi.ca_action, pixApi.ca_file?.base64 ?? null)),
    },
    mercado_pago: {
      public_key: mp.public_key,
      ...entry('access_token', secret(mp.access_token_action, typedText(mp.access_token))),
      ...entry('webhook_secret', secret(mp.webhook_secret_action, typedText(mp.webhook_secret))),
    },
  };
}

/** What "Testar conexão" sends: what the seller typed or chose; the rest is the stored. */
export function connectionTestBody(
  provider: 'pix_api' | 'mercado_pago',
  values: ProvidersFormValues,
): PaymentConnectionTestBody {
  if (provider === 'mercado_pago') {
    const token =
      values.mercado_pago.access_token_action === 'replace'
        ? typedText(values.mercado_pago.access_token)
        : null;
    return { provider, mercado_pago: token ? { access_token: token } : {} };
  }
  const { pix_api: body } = toBody(values);
  const { client_secret, certificate, ca_file, ...fields } = body;
  return {
    provider,
    pix_api: {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')),
      ...(client_secret ? { client_secret } : {}),
      ...(certificate ? { certificate } : {}),
      ...(ca_file ? { ca_file } : {}),
    },
  };
}

/** What the form's resolver checks: the body the form would send; paths are the form's own. */
export const formSchema = z
  .custom<ProvidersFormValues>()
  .transform(toBody)
  .pipe(paymentSettingsBodySchema);

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly FieldPath<ProvidersFormValues>[] = [
  'methods.pix',
  'methods.card',
  'methods.boleto',
  'pix_api.base_url',
  'pix_api.token_path',
  'pix_api.scope',
  'pix_api.client_id',
  'pix_api.client_secret',
  'pix_api.certificate',
  'pix_api.ca_file',
  'mercado_pago.public_key',
  'mercado_pago.access_token',
  'mercado_pago.webhook_secret',
];

/** The browser's bytes of a file, in base64, as the API takes certificates. */
export async function readFileAsBase64(file: File): Promise<ChosenFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return { base64: btoa(binary), name: file.name };
}
