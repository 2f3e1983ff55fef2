import type { SellerBanner } from '@vitrine/contract/banners';
import { bannerState } from '@vitrine/domain/banners';
import type { banners, ImageRef } from '../../db/schema/index.ts';
import { toImage } from '../../lib/asset-paths.ts';
import { bannerImageRef } from '../stores/serialize.ts';

export type BannerRow = typeof banners.$inferSelect;

function sellerImage(base: string, ref: ImageRef): SellerBanner['image'] {
  return { ...toImage(base, ref), ...(ref.imageId ? { image_id: ref.imageId } : {}) };
}

/** What the seller typed and chose, as the office and the audit read it. */
function ownFields(row: BannerRow) {
  return {
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    active: row.active === 1,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    position: row.position,
  };
}

/** A banner as the office edits it, with its state at `now` (agendado, no ar, encerrado, pausado). */
export function toSellerBanner(row: BannerRow, base: string, now: Date): SellerBanner {
  return {
    _id: row.id,
    ...ownFields(row),
    state: bannerState(
      { active: row.active === 1, startsAt: row.startsAt, endsAt: row.endsAt },
      now,
    ),
    image: sellerImage(base, bannerImageRef(row)),
    mobile_image: row.mobileImage
      ? sellerImage(base, { ...row.mobileImage, alt: row.title })
      : null,
  };
}

/** Flat, for the audit's before/after: one key per field the seller sees (images by path). */
export function bannerAuditFields(row: BannerRow): Record<string, unknown> {
  return {
    ...ownFields(row),
    image: row.image,
    mobile_image: row.mobileImage?.src ?? null,
  };
}
