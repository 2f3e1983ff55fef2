import type {
  StoreIdentity,
  StoreLogo,
  storeIdentityBodySchema,
} from '@vitrine/contract/store-identity';
import type { z } from 'zod';
import type { StoreRow } from '../../http/context.ts';
import { assetUrl } from '../../lib/asset-paths.ts';
import { logoSizeOf } from '../stores/serialize.ts';

// The store's identity (name, colours, social contacts, tag manager): read and written by its
// sellers. Validation is the contract's (store-identity.ts); this is the row. The legal data
// (name or company name, document, address, e-mail, phone) is features/store-legal-data's.

/** The logo as the office shows it. */
function logoOf(row: StoreRow, assetsBase: string): StoreLogo | null {
  const size = logoSizeOf(row);
  return row.logo && size ? { src: assetUrl(assetsBase, row.logo), ...size } : null;
}

export function identityOf(row: StoreRow, assetsBase: string): StoreIdentity {
  return {
    logo: logoOf(row, assetsBase),
    name: row.name,
    description: row.description,
    colors: { primary: row.primaryColor, secondary: row.secondaryColor },
    tag_manager_id: row.tagManagerId ?? '',
    contact: {
      whatsapp: row.whatsapp,
      // Stored without the @ (the contract strips it); older rows may carry one.
      instagram: row.instagram.replace(/^@/, ''),
    },
  };
}

export type ParsedIdentity = z.output<typeof storeIdentityBodySchema>;

export function columnsOf(identity: ParsedIdentity) {
  return {
    name: identity.name,
    description: identity.description,
    primaryColor: identity.colors.primary.toLowerCase(),
    secondaryColor: identity.colors.secondary.toLowerCase(),
    tagManagerId: identity.tag_manager_id || null,
    whatsapp: identity.contact.whatsapp,
    instagram: identity.contact.instagram,
  };
}

/** Flat, for the audit's before/after (one key per field a seller sees). */
export function auditFieldsOf(identity: StoreIdentity): Record<string, unknown> {
  const { colors, contact, logo, ...rest } = identity;
  return {
    ...rest,
    logo: logo?.src ?? null,
    primary_color: colors.primary,
    secondary_color: colors.secondary,
    ...contact,
  };
}
