import type { Banner, CardGateway, StoreData } from '@vitrine/contract/stores';
import { formatCnpj } from '@vitrine/domain/cnpj';
import { formatCpf } from '@vitrine/domain/cpf';
import { applyMask, PHONE_MASKS } from '@vitrine/domain/mask';
import type { banners, ImageRef } from '../../db/schema/index.ts';
import type { StoreRow } from '../../http/context.ts';
import { fromCents, fromCentsOrNull } from '../../lib/money.ts';
import { assetUrl, toImage } from '../../lib/asset-paths.ts';
import { pixOffered } from '../../lib/pix-offer.ts';

type BannerRow = typeof banners.$inferSelect;

/** The office stores phones as digits (older rows, masked): a visitor reads them masked. */
const shownPhone = (phone: string) => (phone ? applyMask(phone, PHONE_MASKS) : '');

/** The demo's logo (seed/images/svg.ts): rows from before the office's upload kept no size. */
const UNSIZED_LOGO = { width: 360, height: 96 };

/** The logo's size, for the header's box before it loads; null with no logo. */
export function logoSizeOf(store: StoreRow): { width: number; height: number } | null {
  if (!store.logo) return null;
  return store.logoWidth && store.logoHeight
    ? { width: store.logoWidth, height: store.logoHeight }
    : UNSIZED_LOGO;
}

/**
 * What a paused store says to shoppers. The seller writes it where the store is paused (the
 * office's opening screens, a `pause_message` column of their own); until a store row has one,
 * every paused store says the storefront's default text.
 */
function pauseMessageOf(store: StoreRow): string | null {
  const message = 'pauseMessage' in store ? store.pauseMessage : null;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Only what a visitor may see, as a visitor reads it (the CNPJ punctuated, phones masked, the
 * Instagram profile without its @): never the pix key (only whether there is one) or the boleto agreement; of a card
 * gateway only its public key (card-gateway.ts). A person's CPF is shown once the store has
 * opened (Decreto 7.962/2013 art. 2 asks it of a store that sells), never while it is a draft
 * nobody has reviewed.
 */
export function toStoreData(
  store: StoreRow,
  assetsBase: string,
  cardGateway: CardGateway | null,
): StoreData {
  return {
    _id: store.id,
    name: store.name,
    slug: store.slug,
    status: store.status,
    pause_message: pauseMessageOf(store),
    legal_name: store.legalName,
    cnpj: formatCnpj(store.cnpj),
    cpf: store.cpf && store.status !== 'draft' ? formatCpf(store.cpf) : '',
    description: store.description,
    logo: store.logo ? assetUrl(assetsBase, store.logo) : null,
    logo_size: logoSizeOf(store),
    colors: { primary: store.primaryColor, secondary: store.secondaryColor },
    tag_manager_id: store.tagManagerId || null,
    contact: {
      email: store.email,
      phone: shownPhone(store.phone),
      whatsapp: shownPhone(store.whatsapp),
      instagram: store.instagram.replace(/^@/, ''),
    },
    address: {
      line: store.addressLine,
      zip_code: store.zipCode,
      city: store.city,
      state: store.state,
    },
    shipping: {
      fee: fromCents(store.shippingFeeCents),
      free_from: fromCentsOrNull(store.freeShippingFromCents),
    },
    assets_url: assetsBase,
    card_gateway: cardGateway,
    pix_offered: pixOffered(store),
    primary_host: store.primaryHost,
  };
}

/** The desktop image of a banner row as an image reference (alt: the banner's title). */
export function bannerImageRef(row: BannerRow): ImageRef {
  return {
    src: row.image,
    width: row.imageWidth,
    height: row.imageHeight,
    alt: row.title,
    ...(row.imageId ? { imageId: row.imageId } : {}),
    ...(row.imageRenditions.length ? { renditions: row.imageRenditions } : {}),
  };
}

export function toBanner(row: BannerRow, assetsBase: string): Banner {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    image: toImage(assetsBase, bannerImageRef(row)),
    mobile_image: row.mobileImage
      ? toImage(assetsBase, { ...row.mobileImage, alt: row.title })
      : null,
    link: row.link,
  };
}
