import { imageRenditionSchema, pageQuerySchema, paginated, text } from './common.ts';
import { z } from './zod.ts';

// Verified reviews (issue #37 §3): the buyer's invitation and review, the product page's
// published reviews and figures, the seller's moderation and settings.

/** Days after delivery the invitation goes: 1 to 60, 7 for a store that never chose. */
export const REVIEW_INVITE_DAYS = { min: 1, max: 60, default: 7 } as const;
export const REVIEW_LIMITS = { title: 120, body: 2000, reply: 1000, reason: 300 } as const;
export const REVIEW_STATUSES = ['pendente', 'publicada', 'oculta'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Text a shopper or a seller writes, kept as plain text: no markup (tags are taken out), no
 * control characters but line breaks, line ends as \n, no run of blank lines, trimmed.
 */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      .replace(/<[^>]*>/g, '')
      .replace(/[<>]/g, '')
      // Control characters (a code point's test, not a regex: the linter's no-control-regex).
      .split('')
      .filter((ch) => ch === '\n' || (ch >= ' ' && ch !== '\u007f'))
      .join('')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const plain = (max: number, label: string) =>
  text()
    .max(max * 2, `${label} pode ter até ${max} caracteres.`)
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(1, `Escreva ${label.toLowerCase()}.`)
        .max(max, `${label} pode ter até ${max} caracteres.`),
    );

const starsMessage = 'Dê de 1 a 5 estrelas.';

/**
 * A review's photos (issue #37 §3), through the image pipeline: up to `perReview` on one
 * review; a buyer may send up to `uploadsPerProduct` for one product of an order (a photo taken
 * out and another chosen), so nobody fills a store's image storage from an invitation.
 */
export const REVIEW_PHOTOS = { perReview: 3, uploadsPerProduct: 10 } as const;

/** A review's photo: the sizes the image pipeline made of it (WebP and AVIF, narrowest first). */
export const reviewPhotoSchema = z
  .object({
    id: z.uuid(),
    width: z.number().int(),
    height: z.number().int(),
    /** The widest WebP rendition. */
    src: z.string(),
    renditions: z.array(imageRenditionSchema),
  })
  .meta({ id: 'ReviewPhoto' });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** The invitation's token (from the e-mail's link). */
export const reviewTokenSchema = text().min(16).max(200);
export const reviewInviteParamsSchema = z.object({ token: reviewTokenSchema });

/** A review and its photos come by the invitation's token or by the order's code: one of them. */
export const reviewByInviteOrOrder: [
  (by: { token?: string; order_code?: string }) => boolean,
  { error: string; path: string[] },
] = [
  (by) => (by.token === undefined) !== (by.order_code === undefined),
  { error: 'Informe o link do convite ou o código do pedido.', path: ['token'] },
];

/**
 * The multipart fields of `POST /reviews/photos` besides the file (`IMAGE_UPLOAD_FIELD`): who
 * may send it, as for the review itself (the invitation's token, or the order's code with the
 * buyer's session), and the product it shows.
 */
export const reviewPhotoFieldsSchema = z.object({
  token: reviewTokenSchema.optional(),
  order_code: text().trim().min(1).max(40).optional(),
  product_id: z.uuid(),
});
export const reviewPhotoFormSchema = reviewPhotoFieldsSchema.refine(...reviewByInviteOrOrder);
export type ReviewPhotoForm = z.infer<typeof reviewPhotoFormSchema>;

/**
 * A buyer's review of one product of a delivered order: by the invitation's `token` (the
 * e-mail's link, no session), or by `order_code` with the buyer's session. One of the two.
 */
export const reviewBodySchema = z
  .object({
    token: reviewTokenSchema.optional(),
    order_code: text().trim().min(1).max(40).optional(),
    /** The product, by its id as the invitation (or the order) lists it. */
    product_id: z.uuid(),
    rating: z
      .number({ error: starsMessage })
      .int(starsMessage)
      .min(1, starsMessage)
      .max(5, starsMessage),
    title: plain(REVIEW_LIMITS.title, 'O título'),
    body: plain(REVIEW_LIMITS.body, 'O texto'),
    /** Photos sent before (`POST /reviews/photos`), in the order shown; none by default. */
    photos: z
      .array(z.uuid())
      .max(REVIEW_PHOTOS.perReview, `Escolha até ${REVIEW_PHOTOS.perReview} fotos.`)
      .optional(),
  })
  .refine(...reviewByInviteOrOrder);
export type ReviewBody = z.input<typeof reviewBodySchema>;

export const reviewCreatedSchema = z
  .object({ id: z.uuid(), status: z.enum(REVIEW_STATUSES) })
  .meta({ id: 'ReviewCreated' });
export type ReviewCreated = z.infer<typeof reviewCreatedSchema>;

/** What the invitation offers to rate: the order's products, and which are rated already. */
export const reviewInviteSchema = z
  .object({
    order_code: z.string(),
    first_name: z.string(),
    products: z.array(
      z.object({
        product_id: z.uuid(),
        name: z.string(),
        slug: z.string(),
        reviewed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ReviewInvite' });
export type ReviewInvite = z.infer<typeof reviewInviteSchema>;

export const reviewSortSchema = z.enum(['recentes', 'uteis']);
export const productReviewQuerySchema = pageQuerySchema.extend({
  sort: reviewSortSchema.default('recentes'),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type ProductReviewQuery = z.infer<typeof productReviewQuerySchema>;

/** A published review as the product page shows it: the author by first name and initial. */
export const publicReviewSchema = z
  .object({
    id: z.uuid(),
    author: z.string(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    published_at: z.string(),
    helpful: z.number().int(),
    reply: z.object({ body: z.string(), at: z.string() }).nullable(),
    photos: z.array(reviewPhotoSchema),
  })
  .meta({ id: 'PublicReview' });
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** Average (1 decimal) and count; null: nothing published yet. */
export const ratingSummarySchema = z
  .object({ average: z.number(), count: z.number().int() })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewListSchema = paginated(publicReviewSchema)
  .extend({
    rating: ratingSummarySchema.nullable(),
    /** Published reviews by stars: "1" to "5". */
    distribution: z.object({
      1: z.number().int(),
      2: z.number().int(),
      3: z.number().int(),
      4: z.number().int(),
      5: z.number().int(),
    }),
  })
  .meta({ id: 'ProductReviewList' });
export type ProductReviewList = z.infer<typeof productReviewListSchema>;

export const reviewIdParamsSchema = z.object({ id: z.uuid() });

/** The office's list. */
export const officeReviewQuerySchema = pageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES).optional(),
});
export type OfficeReviewQuery = z.infer<typeof officeReviewQuerySchema>;

export const officeReviewSchema = z
  .object({
    id: z.uuid(),
    product_id: z.uuid(),
    product_name: z.string(),
    order_code: z.string(),
    customer_name: z.string(),
    rating: z.number().int(),
    title: z.string(),
    body: z.string(),
    status: z.enum(REVIEW_STATUSES),
    hidden_reason: z.string().nullable(),
    reply: z.string().nullable(),
    replied_at: z.string().nullable(),
    helpful: z.number().int(),
    created_at: z.string(),
    published_at: z.string().nullable(),
    photos: z.array(reviewPhotoSchema),
  })
  .meta({ id: 'OfficeReview' });
export type OfficeReview = z.infer<typeof officeReviewSchema>;
export const officeReviewListSchema = paginated(officeReviewSchema);
export type OfficeReviewList = z.infer<typeof officeReviewListSchema>;

/**
 * The seller's moderation: publish, hide (with the reason the shopper never sees), reply, or
 * take one photo out (the review stays).
 */
export const reviewHideReasonSchema = plain(REVIEW_LIMITS.reason, 'O motivo');
export const reviewReplySchema = plain(REVIEW_LIMITS.reply, 'A resposta');
export const reviewModerationBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('publish') }),
  z.object({ action: z.literal('hide'), reason: reviewHideReasonSchema }),
  z.object({ action: z.literal('reply'), reply: reviewReplySchema }),
  z.object({ action: z.literal('remove_photo'), photo_id: z.uuid() }),
]);
export type ReviewModerationBody = z.input<typeof reviewModerationBodySchema>;

const inviteDaysMessage = 'Use de 1 a 60 dias.';
export const reviewSettingsBodySchema = z.object({
  invite_days: z
    .number()
    .int()
    .min(REVIEW_INVITE_DAYS.min, inviteDaysMessage)
    .max(REVIEW_INVITE_DAYS.max, inviteDaysMessage),
  require_approval: z.boolean(),
});
export type ReviewSettingsBody = z.infer<typeof reviewSettingsBodySchema>;
export const reviewSettingsSchema = reviewSettingsBodySchema.meta({ id: 'ReviewSettings' });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

export const reviewHelpfulSchema = z
  .object({ helpful: z.number().int() })
  .meta({ id: 'ReviewHelpful' });
/** The review and the moderation as the API reads them (after the plain-text cleaning). */
export type ReviewInput = z.output<typeof reviewBodySchema>;
export type ReviewModeration = z.output<typeof reviewModerationBodySchema>;

/** The demo's run of the invitations' sweep (DEMO_MODE). */
export const reviewInvitesRunSchema = z
  .object({ sent: z.number().int() })
  .meta({ id: 'ReviewInvitesRun' });
