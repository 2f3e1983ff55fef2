import {
  whatsappSettingsBodySchema,
  type WhatsappSettings,
  type WhatsappSettingsBody,
} from '@vitrine/contract/whatsapp';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

// The form holds the body the API takes, but the two secrets: each a field that starts empty
// (the API never answers them), where empty keeps the stored one and its `remove_*` box
// removes it — as Notas fiscais does with its provider's token.

export type WhatsappFormValues = Omit<WhatsappSettingsBody, 'access_token' | 'app_secret'> & {
  access_token: string;
  remove_access_token: boolean;
  app_secret: string;
  remove_app_secret: boolean;
};

/** A secret's part of the body: absent keeps the stored one, a value replaces it, null removes. */
function secret(typed: string, remove: boolean): string | null | undefined {
  if (remove) return null;
  return typed.trim() || undefined;
}

export function toBody({
  access_token,
  remove_access_token,
  app_secret,
  remove_app_secret,
  ...values
}: WhatsappFormValues): WhatsappSettingsBody {
  const accessToken = secret(access_token, remove_access_token);
  const appSecret = secret(app_secret, remove_app_secret);
  return {
    ...values,
    ...(accessToken === undefined ? {} : { access_token: accessToken }),
    ...(appSecret === undefined ? {} : { app_secret: appSecret }),
  };
}

/** The form's values turned into the body, then the contract's checks: issues keep their paths. */
export const formSchema = z
  .custom<WhatsappFormValues>()
  .transform(toBody)
  .pipe(whatsappSettingsBodySchema);

/**
 * Every field an API refusal may name, in the form's order: the 422 of turning the updates on
 * too soon names phone_number_id, access_token and app_secret (contract WHATSAPP_MISSING_FIELDS).
 * Not `enabled`: its box shows no message, so a refusal naming it is the form's message.
 */
export const FORM_FIELDS: readonly Path<WhatsappFormValues>[] = [
  'phone_number_id',
  'business_account_id',
  'access_token',
  'app_secret',
  'templates.paid',
  'templates.shipped',
  'templates.delivered',
  'language',
];

export function toFormValues(saved: WhatsappSettings): WhatsappFormValues {
  return {
    enabled: saved.enabled,
    phone_number_id: saved.phone_number_id,
    business_account_id: saved.business_account_id,
    access_token: '',
    remove_access_token: false,
    app_secret: '',
    remove_app_secret: false,
    templates: { ...saved.templates },
    language: saved.language,
  };
}
