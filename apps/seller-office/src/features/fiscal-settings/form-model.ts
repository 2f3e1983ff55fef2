import {
  fiscalSettingsBodySchema,
  type FiscalSettings,
  type FiscalSettingsInput,
} from '@vitrine/contract/fiscal-settings';
import { applyMask } from '@vitrine/domain/mask';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

// The form holds the body the API takes, but the provider's token: a field that starts empty
// (the API never answers it), where empty keeps the saved one and `remove_token` removes it.

export const CFOP_MASK = '#.###';

export type FiscalFormValues = Omit<FiscalSettingsInput, 'provider_token'> & {
  provider_token: string;
  remove_token: boolean;
};

export function toBody({ provider_token, remove_token, ...values }: FiscalFormValues) {
  const token = provider_token.trim();
  return {
    ...values,
    ...(remove_token ? { provider_token: null } : token ? { provider_token: token } : {}),
  } satisfies FiscalSettingsInput;
}

/** The form's values turned into the body, then the contract's checks: issues keep their paths. */
export const formSchema = z
  .custom<FiscalFormValues>()
  .transform(toBody)
  .pipe(fiscalSettingsBodySchema);

/** Every field an API refusal may name, in the form's order (`issuer`, `certificate`: above it). */
export const FORM_FIELDS: readonly Path<FiscalFormValues>[] = [
  'invoices_enabled',
  'environment',
  'issue_mode',
  'regime',
  'state_registration',
  'state_registration_exempt',
  'cfop_same_state',
  'cfop_other_state',
  'icms_code',
  'pis_cst',
  'cofins_cst',
  'address.street',
  'address.number',
  'address.complement',
  'address.district',
  'address.municipality_code',
  'provider_token',
];

export function toFormValues(saved: FiscalSettings): FiscalFormValues {
  return {
    invoices_enabled: saved.invoices_enabled,
    regime: saved.regime,
    state_registration: saved.state_registration,
    state_registration_exempt: saved.state_registration_exempt,
    address: { ...saved.address },
    environment: saved.environment,
    issue_mode: saved.issue_mode,
    cfop_same_state: applyMask(saved.cfop_same_state, CFOP_MASK),
    cfop_other_state: applyMask(saved.cfop_other_state, CFOP_MASK),
    icms_code: saved.icms_code,
    pis_cst: saved.pis_cst,
    cofins_cst: saved.cofins_cst,
    provider_token: '',
    remove_token: false,
  };
}

/** A chosen file's bytes in base64 (the API judges them), with its name to show back. */
export type ChosenFile = { name: string; base64: string };

export async function readFileAsBase64(file: File): Promise<ChosenFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return { name: file.name, base64: btoa(binary) };
}
