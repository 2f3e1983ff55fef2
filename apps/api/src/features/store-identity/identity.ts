import type {
  StoreIdentity,
  StoreLogo,
  storeIdentityBodySchema,
} from '@vitrine/contract/store-identity';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { StoreRow } from '../../http/context.ts';
import { type AuditActor, recordAudit } from '../../lib/audit.ts';
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

type ParsedIdentity = z.output<typeof storeIdentityBodySchema>;

function columnsOf(identity: ParsedIdentity) {
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
function auditFieldsOf(identity: StoreIdentity): Record<string, unknown> {
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

export async function readIdentity(
  db: Database,
  storeId: string,
  assetsBase: string,
): Promise<StoreIdentity> {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!row) throw notFound('Loja não encontrada.', 'store_not_found');
  return identityOf(row, assetsBase);
}

type StoreColumns = Partial<typeof stores.$inferInsert>;

/**
 * Writes some of the store's columns, recording the identity's fields that changed as one
 * 'store' update (a write that changes none records nothing).
 */
export async function writeStoreColumns(
  db: Database,
  actor: AuditActor,
  assetsBase: string,
  columns: StoreColumns,
): Promise<StoreIdentity> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(stores)
      .where(eq(stores.id, actor.storeId))
      .for('update');
    if (!before) throw notFound('Loja não encontrada.', 'store_not_found');
    const [after] = await tx
      .update(stores)
      .set(columns)
      .where(eq(stores.id, actor.storeId))
      .returning();
    if (!after) throw notFound('Loja não encontrada.', 'store_not_found');
    await recordAudit(tx, {
      ...actor,
      entity: 'store',
      entityId: actor.storeId,
      action: 'update',
      before: auditFieldsOf(identityOf(before, assetsBase)),
      after: auditFieldsOf(identityOf(after, assetsBase)),
    });
    return identityOf(after, assetsBase);
  });
}

/** Replaces the identity (the logo stays: it has its own routes). */
export function writeIdentity(
  db: Database,
  actor: AuditActor,
  assetsBase: string,
  identity: ParsedIdentity,
): Promise<StoreIdentity> {
  return writeStoreColumns(db, actor, assetsBase, columnsOf(identity));
}
