import { BANNER_STATES, isSafeBannerLink } from '@vitrine/domain/banners';
import { catalogImageSchema } from './catalog-variations.ts';
import { imageSchema, instantSchema, text } from './common.ts';
import { z } from './zod.ts';

// Configurações → Banners: the store's banners and slider as its sellers manage them. The
// public lists (store by host, home) keep the storefront's `bannerSchema` (stores.ts).

/**
 * A banner's image as the office sends it: an upload (`image_id` and its renditions, from
 * `POST /images`) or the banner's current image unchanged (matched by its URL). The alt text is
 * the banner's title: the art is decorative, its words are read from the title.
 */
export const bannerImageInputSchema = catalogImageSchema
  .omit({ alt: true, color: true })
  .extend({ alt: text().max(200).default('') })
  .meta({ id: 'BannerImageInput' });
export type BannerImageInput = z.input<typeof bannerImageInputSchema>;

const bannerLinkSchema = text()
  .trim()
  .max(500, 'Use no máximo 500 caracteres no link.')
  .refine(isSafeBannerLink, {
    error:
      'Use um caminho da loja (começando com /) ou um endereço http:// ou https:// (javascript: e outros não são aceitos).',
  });

const optionalInstant = instantSchema().nullable().default(null);

export const bannerBodySchema = z
  .object({
    title: text()
      .trim()
      .min(1, 'Informe o título do banner.')
      .max(120, 'Use no máximo 120 caracteres no título.'),
    subtitle: text().trim().max(200, 'Use no máximo 200 caracteres no subtítulo.').default(''),
    link: bannerLinkSchema.default(''),
    active: z.boolean().default(true),
    /** Shown from (null: at once) until (null: for good); an ISO instant, UTC. */
    starts_at: optionalInstant,
    ends_at: optionalInstant,
    image: bannerImageInputSchema,
    /** The phone image; null: phones get the desktop one. */
    mobile_image: bannerImageInputSchema.nullable().default(null),
  })
  .refine(
    (body) =>
      !body.starts_at || !body.ends_at || Date.parse(body.ends_at) > Date.parse(body.starts_at),
    { path: ['ends_at'], error: 'O fim deve ser depois do início.' },
  )
  .meta({ id: 'BannerBody' });
export type BannerBody = z.input<typeof bannerBodySchema>;

export const bannerOrderBodySchema = z
  .object({
    /** Every banner of the store, in the order they show (first: the home's hero). */
    ids: z.array(z.uuid()).min(1).max(200),
  })
  .refine((body) => new Set(body.ids).size === body.ids.length, {
    path: ['ids'],
    error: 'Um banner aparece duas vezes na ordem.',
  })
  .meta({ id: 'BannerOrderBody' });

export const bannerParamsSchema = z.object({ id: z.uuid('Banner inválido.') });

const sellerImageSchema = imageSchema.extend({ image_id: z.uuid().optional() });

/** A banner in the office: everything the form edits, its place and its state now. */
export const sellerBannerSchema = z
  .object({
    _id: z.uuid(),
    title: z.string(),
    subtitle: z.string(),
    link: z.string(),
    active: z.boolean(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    position: z.number().int(),
    state: z.enum(BANNER_STATES),
    image: sellerImageSchema,
    mobile_image: sellerImageSchema.nullable(),
  })
  .meta({ id: 'SellerBanner' });
export type SellerBanner = z.infer<typeof sellerBannerSchema>;

export const sellerBannerListSchema = z
  .object({ items: z.array(sellerBannerSchema) })
  .meta({ id: 'SellerBannerList' });
export type SellerBannerList = z.infer<typeof sellerBannerListSchema>;
