import { municipalityInState } from '@vitrine/contract/fiscal-codes';
import type { FiscalSettings, FiscalSettingsBody } from '@vitrine/contract/fiscal-settings';
import { formatCnpj, normalizeCnpj } from '@vitrine/domain/cnpj';
import { formatDate } from '@vitrine/domain/dates';
import type { fiscalSettings } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import { MISSING_MESSAGES as M } from './messages.ts';

export type FiscalSettingsRow = typeof fiscalSettings.$inferSelect;
/** What the NF-e's issuer takes from the store's legal data. */
export type IssuerFields = Pick<StoreRow, 'cnpj' | 'legalName' | 'zipCode' | 'city' | 'state'>;

/** The audit log's entity (id: the store's). */
export const FISCAL_SETTINGS_ENTITY = 'fiscal_settings';

/** Where a sealed value of a store's fiscal settings may be opened (lib/secrets). */
export const fiscalSecretContext = (
  storeId: string,
  field: 'provider_token' | 'certificate' | 'certificate_password' | 'webhook_authorization',
) => `store:${storeId}:fiscal.${field}`;

/** A store that never saved: invoices off, the Simples Nacional's defaults. */
export function defaultFiscalRow(storeId: string): FiscalSettingsRow {
  return {
    storeId,
    invoicesEnabled: false,
    regime: 'simples_nacional',
    stateRegistration: '',
    stateRegistrationExempt: false,
    addressStreet: '',
    addressNumber: '',
    addressComplement: '',
    addressDistrict: '',
    municipalityCode: '',
    environment: 'homologacao',
    issueMode: 'manual',
    cfopSameState: '5102',
    cfopOtherState: '6102',
    icmsCode: '102',
    pisCst: '49',
    cofinsCst: '49',
    providerTokenSealed: null,
    certificateSealed: null,
    certificatePasswordSealed: null,
    certificateHolder: null,
    certificateCnpj: null,
    certificateValidFrom: null,
    certificateValidUntil: null,
    certificateUploadedAt: null,
    webhookAuthorizationSealed: null,
    updatedAt: new Date(0),
  };
}

/** The body as columns (the provider's token apart: the write seals it). */
export const columnsOf = (body: FiscalSettingsBody) => ({
  invoicesEnabled: body.invoices_enabled,
  regime: body.regime,
  stateRegistration: body.state_registration,
  stateRegistrationExempt: body.state_registration_exempt,
  addressStreet: body.address.street,
  addressNumber: body.address.number,
  addressComplement: body.address.complement,
  addressDistrict: body.address.district,
  municipalityCode: body.address.municipality_code,
  environment: body.environment,
  issueMode: body.issue_mode,
  cfopSameState: body.cfop_same_state,
  cfopOtherState: body.cfop_other_state,
  icmsCode: body.icms_code,
  pisCst: body.pis_cst,
  cofinsCst: body.cofins_cst,
});

/** What is missing before the store can issue, in the form's order. */
export function missingOf(
  row: FiscalSettingsRow,
  store: IssuerFields,
  now: Date,
): FiscalSettings['missing'] {
  const missing: FiscalSettings['missing'] = [];
  const need = (
    ok: unknown,
    field: FiscalSettings['missing'][number]['field'],
    message: string,
  ) => {
    if (!ok) missing.push({ field, message });
  };
  need(store.cnpj, 'cnpj', M.cnpj);
  need(store.legalName && store.zipCode && store.city && store.state, 'legal_data', M.legal_data);
  need(
    row.stateRegistration || row.stateRegistrationExempt,
    'state_registration',
    M.state_registration,
  );
  need(row.addressStreet && row.addressNumber && row.addressDistrict, 'address', M.address);
  need(
    municipalityInState(row.municipalityCode, store.state),
    'municipality_code',
    M.municipality_code,
  );
  const until = row.certificateValidUntil;
  if (!row.certificateSealed || !until) need(false, 'certificate', M.certificate);
  else if (until.getTime() < now.getTime()) need(false, 'certificate', M.certificateExpired(until));
  else
    need(row.certificateCnpj === normalizeCnpj(store.cnpj), 'certificate', M.certificateOtherCnpj);
  need(row.providerTokenSealed, 'provider_token', M.provider_token);
  return missing;
}

export function certificateOf(row: FiscalSettingsRow, now: Date): FiscalSettings['certificate'] {
  const { certificateValidFrom: from, certificateValidUntil: until } = row;
  if (!row.certificateSealed || !from || !until) return null;
  return {
    holder: row.certificateHolder ?? '',
    cnpj: row.certificateCnpj ?? '',
    valid_from: from.toISOString(),
    valid_until: until.toISOString(),
    expired: until.getTime() < now.getTime(),
    uploaded_at: (row.certificateUploadedAt ?? row.updatedAt).toISOString(),
  };
}

export function fiscalSettingsOf(
  row: FiscalSettingsRow,
  store: IssuerFields,
  productsWithoutNcm: number,
  now: Date,
): FiscalSettings {
  return {
    invoices_enabled: row.invoicesEnabled,
    regime: row.regime as FiscalSettings['regime'],
    state_registration: row.stateRegistration,
    state_registration_exempt: row.stateRegistrationExempt,
    issuer: {
      cnpj: store.cnpj,
      legal_name: store.legalName,
      zip_code: store.zipCode,
      city: store.city,
      state: store.state,
    },
    address: {
      street: row.addressStreet,
      number: row.addressNumber,
      complement: row.addressComplement,
      district: row.addressDistrict,
      municipality_code: row.municipalityCode,
    },
    environment: row.environment as FiscalSettings['environment'],
    issue_mode: row.issueMode as FiscalSettings['issue_mode'],
    cfop_same_state: row.cfopSameState,
    cfop_other_state: row.cfopOtherState,
    icms_code: row.icmsCode,
    pis_cst: row.pisCst,
    cofins_cst: row.cofinsCst,
    provider_token_set: row.providerTokenSealed !== null,
    certificate: certificateOf(row, now),
    missing: missingOf(row, store, now),
    products_without_ncm: productsWithoutNcm,
  };
}

/**
 * The history's before/after: every field a seller sees; of the token only whether there is
 * one, of the certificate its holder, CNPJ and expiry — never a secret, never the file.
 */
export function auditFieldsOf(row: FiscalSettingsRow): Record<string, unknown> {
  const until = row.certificateValidUntil;
  return {
    invoices_enabled: row.invoicesEnabled,
    regime: row.regime,
    state_registration: row.stateRegistrationExempt ? 'ISENTO' : row.stateRegistration,
    'address.street': row.addressStreet,
    'address.number': row.addressNumber,
    'address.complement': row.addressComplement,
    'address.district': row.addressDistrict,
    'address.municipality_code': row.municipalityCode,
    environment: row.environment,
    issue_mode: row.issueMode,
    cfop_same_state: row.cfopSameState,
    cfop_other_state: row.cfopOtherState,
    icms_code: row.icmsCode,
    pis_cst: row.pisCst,
    cofins_cst: row.cofinsCst,
    provider_token: row.providerTokenSealed ? 'definido' : null,
    certificate:
      row.certificateSealed && until
        ? `${row.certificateHolder} (${formatCnpj(row.certificateCnpj ?? '')}), vence em ${formatDate(until)}`
        : null,
  };
}
