import type {
  StoreIdentity,
  StoreLogo,
  storeIdentityBodySchema,
} from '@vitrine/contract/store-identity';
import type { z } from 'zod';
import type { StoreRow } from '../../http/context.ts';
import { assetUrl } from '../../lib/asset-paths.ts';
import { logoSizeOf } from '../stores/serialize.ts';

// The store's identity (name, legal data, colours, contact, address, tag manager): read and
// written by its sellers. Validation is the contract's (store-identity.ts); this is the row.

/** The logo as the office shows it. */
function logoOf(row: StoreRow, assetsBase: string): StoreLogo | null {
  const size = logoSizeOf(row);
  return row.logo && size ? { src: assetUrl(assetsBase, row.logo), ...size } : null;
}

export function identityOf(row: StoreRow, assetsBase: string): StoreIdentity {
  return {
    logo: logoOf(row, assetsBase),
    name: row.name,
    legal_name: row.legalName,
    cnpj: row.cnpj,
    description: row.description,
    colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    tag_manager_id: row.tagManagerId ?? '',
    contact: {
      email: row.email,
      phone: row.phone,
      whatsapp: row.whatsapp,
      // Stored without the @ (the contract strips it); older rows may carry one.
      instagram: row.instagram.replace(/^@/, ''),
    },
    address: {
      line: row.addressLine,
      zip_code: row.zipCode,
      city: row.city,
      state: row.state,
    },
  };
}

export type ParsedIdentity = z.output<typeof storeIdentityBodySchema>;

export function columnsOf(identity: ParsedIdentity) {
  return {
    name: identity.name,
    legalName: identity.legal_name,
    cnpj: identity.cnpj,
    description: identity.description,
    primaryColor: identity.colors.primary.toLowerCase(),
    secondaryColor: identity.colors.secondary.toLowerCase(),
    tagManagerId: identity.tag_manager_id || null,
    email: identity.contact.email,
    phone: identity.contact.phone,
    whatsapp: identity.contact.whatsapp,
    instagram: identity.contact.instagram,
    addressLine: identity.address.line,
    zipCode: identity.address.zip_code,
    city: identity.address.city,
    state: identity.address.state,
  };
}

/** Flat, for the audit's before/after (one key per field a seller sees). */
export function auditFieldsOf(identity: StoreIdentity): Record<string, unknown> {
  const { colors, contact, address, logo, ...rest } = identity;
  return {
    ...rest,
    logo: logo?.src ?? null,
    primary_color: colors.primary,
    secondary_color: colors.secondary,
    ...contact,
    address_line: address.line,
    zip_code: address.zip_code,
    city: address.city,
    state: address.state,
  };
}
