import type { SellerBanner } from '@vitrine/contract/banners';
import { bannerState } from '@vitrine/domain/banners';
import type { banners, ImageRef } from '../../db/schema/index.ts';
import { toImage } from '../assets/asset-paths.ts';
import { bannerImageRef } from '../stores/serialize.ts';

export type BannerRow = typeof banners.$inferSelect;

function sellerImage(base: string, ref: ImageRef): SellerBanner['image'] {
  return { ...toImage(base, ref), ...(ref.imageId ? { image_id: ref.imageId } : {}) };
}

/** A banner as the office edits it, with its state at `now` (agendado, no ar, encerrado, pausado). */
export function toSellerBanner(row: BannerRow, base: string, now: Date): SellerBanner {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    active: row.active === 1,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    position: row.position,
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
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    active: row.active === 1,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    image: row.image,
    mobile_image: row.mobileImage?.src ?? null,
    position: row.position,
  };
}
