import type { StoreIdentity } from '@vitrine/contract/store-identity';
import type { Database } from '../../db/client.ts';
import type { ImageRefRendition, stores } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { renditionPath } from '../../lib/asset-paths.ts';
import { writeStore } from '../../lib/store-write.ts';
import { findImages } from '../images/reads.ts';
import { auditFieldsOf, columnsOf, identityOf, type ParsedIdentity } from './serialize.ts';

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
  const after = await db.transaction((tx: Database) =>
    writeStore(tx, actor, {
      action: 'update',
      change: async () => columns,
      auditFields: (row) => auditFieldsOf(identityOf(row, assetsBase)),
    }),
  );
  return identityOf(after, assetsBase);
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

// The store's logo: an image the seller uploaded through the catalog's pipeline (POST /images:
// bytes judged, re-encoded, no metadata), chosen here. Only this store's images are found, so
// an id seen in another store names nothing. Audited with the identity, as the 'store' entity.

/**
 * The header draws the logo 40 px high (80 px on a dense screen): a 640 px wide WebP covers
 * any logo shape a header holds, at a fraction of the widest rendition's bytes.
 */
const LOGO_RENDITION_WIDTH = 640;

function logoRendition(renditions: ImageRefRendition[]): ImageRefRendition | undefined {
  const webp = renditions.filter((r) => r.format === 'webp');
  return webp.find((r) => r.width >= LOGO_RENDITION_WIDTH) ?? webp.at(-1);
}

export async function setLogo(
  db: Database,
  actor: AuditActor,
  assetsBase: string,
  imageId: string,
): Promise<StoreIdentity> {
  const [image] = await findImages(db, actor.storeId, [imageId]);
  const rendition = image && logoRendition(image.renditions);
  if (!image || !rendition) {
    throw badRequest('image_unknown', 'A imagem do logo não foi encontrada. Envie-a de novo.', [
      { path: 'image_id', message: 'Imagem desconhecida nesta loja.' },
    ]);
  }
  return writeStoreColumns(db, actor, assetsBase, {
    logo: renditionPath(rendition),
    logoWidth: image.width,
    logoHeight: image.height,
  });
}

export function removeLogo(
  db: Database,
  actor: AuditActor,
  assetsBase: string,
): Promise<StoreIdentity> {
  return writeStoreColumns(db, actor, assetsBase, {
    logo: null,
    logoWidth: null,
    logoHeight: null,
  });
}
