import {
  freightSettingsBodySchema,
  type FreightSettings,
  type FreightSettingsBody,
  type FreightTokenTestBody,
} from '@vitrine/contract/freight-settings';
import { isValidCep } from '@vitrine/domain/cep';
import type { Region } from '@vitrine/domain/cep-ranges';
import { applyMask, CEP_MASK } from '@vitrine/domain/mask';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

/**
 * What the seller does with the Melhor Envio token: keep the stored one (the form never holds
 * it), type a new one, or remove it on save.
 */
export type TokenAction = 'keep' | 'replace' | 'remove';

/**
 * The Frete form's values: the body the API takes, with the CEP masked, "Todo o Brasil" as ''
 * (a select's value) and the token as a typed text plus what to do with it.
 */
export type FreightFormValues = Omit<FreightSettingsBody, 'free_shipping' | 'melhor_envio'> & {
  free_shipping: { minimum_order: number; region: Region | '' }[];
  melhor_envio: Omit<FreightSettingsBody['melhor_envio'], 'token'> & {
    token: string;
    token_action: TokenAction;
  };
};

export type FreightSettingsParsed = z.output<typeof freightSettingsBodySchema>;

/** The most free-shipping rules a store may have (the contract's limit). */
export const MAX_FREE_SHIPPING_RULES = 10;

/** The stored settings as the form starts: a store without a token starts typing one. */
export function toFormValues(settings: FreightSettings): FreightFormValues {
  const { melhor_envio: melhor, own_table } = settings;
  return {
    origin_cep: settings.origin_cep ? applyMask(settings.origin_cep, CEP_MASK) : '',
    default_package: { ...settings.default_package },
    own_table: { enabled: own_table.enabled },
    free_shipping: settings.free_shipping.map((rule) => ({
      minimum_order: rule.minimum_order,
      region: rule.region ?? '',
    })),
    pickup: { ...settings.pickup },
    melhor_envio: {
      enabled: melhor.enabled,
      environment: melhor.environment,
      services: [...melhor.services],
      markup_percent: melhor.markup_percent,
      markup_amount: melhor.markup_amount,
      extra_days: melhor.extra_days,
      token: '',
      token_action: melhor.token_set ? 'keep' : 'replace',
    },
  };
}

/**
 * The body to send: the token only when it changes (absent keeps the stored one, null removes
 * it); an empty "new token" field changes nothing.
 */
export function toBody(values: FreightFormValues): FreightSettingsBody {
  const { token, token_action, ...melhor } = values.melhor_envio;
  const typed = token.trim();
  return {
    ...values,
    free_shipping: values.free_shipping.map((rule) => ({
      minimum_order: rule.minimum_order,
      region: rule.region === '' ? null : rule.region,
    })),
    melhor_envio: {
      ...melhor,
      ...(token_action === 'remove'
        ? { token: null }
        : token_action === 'replace' && typed !== ''
          ? { token: typed }
          : {}),
    },
  };
}

/** What "Testar token" sends: the token typed (else the stored one), the form's origin. */
export function tokenTestBody(values: FreightFormValues): FreightTokenTestBody {
  const { token, token_action, environment } = values.melhor_envio;
  const typed = token_action === 'replace' ? token.trim() : '';
  return {
    ...(typed ? { token: typed } : {}),
    environment,
    ...(isValidCep(values.origin_cep) ? { origin_cep: values.origin_cep } : {}),
  };
}

/**
 * What the form's resolver checks: the body the form would send, by the contract's schema; its
 * issues' paths are the form's own field names (the body mirrors the form), so each lands next
 * to its field.
 */
export const formSchema = z
  .custom<FreightFormValues>()
  .transform(toBody)
  .pipe(freightSettingsBodySchema);

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly FieldPath<FreightFormValues>[] = [
  'origin_cep',
  'default_package.weight_grams',
  'default_package.height_cm',
  'default_package.width_cm',
  'default_package.length_cm',
  ...Array.from({ length: MAX_FREE_SHIPPING_RULES }, (_, index) => [
    `free_shipping.${index}.minimum_order` as const,
    `free_shipping.${index}.region` as const,
  ]).flat(),
  'pickup.address',
  'pickup.hours',
  'own_table.enabled',
  'melhor_envio.environment',
  'melhor_envio.token',
  'melhor_envio.services',
  'melhor_envio.markup_percent',
  'melhor_envio.markup_amount',
  'melhor_envio.extra_days',
];
