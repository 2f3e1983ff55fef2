import { paymentDefaultSchema as domainPaymentDefaultSchema } from '@vitrine/domain/payment-schemas';
import { STORE_STATUSES } from '@vitrine/domain/store-status';
import { z } from './zod.ts';
import { moneySchema, text } from './common.ts';
import { bannerSchema } from './public-banner.ts';

// spec §3 "Store: data (with _id), a notFound flag, and payment_default". Money in reais.

/** spec §3 payment_default per method (domain payment-schemas.ts, which the pricing takes). */
export const paymentDefaultSchema = domainPaymentDefaultSchema.meta({ id: 'PaymentDefault' });
export type PaymentDefault = z.infer<typeof paymentDefaultSchema>;

// The public banner: its own module, so the catalog's answers (the home) do not bring the
// whole store contract into the storefront's pages.
export { bannerSchema, type Banner } from './public-banner.ts';

/**
 * How the pay page tokenises a card (null: through the store's own sandbox endpoint). With a
 * gateway, its script is loaded in the browser and posts the card to the gateway itself, so
 * the number never reaches our servers; only the public key is here, never a secret.
 */
export const cardGatewaySchema = z
  .object({
    provider: z.literal('mercado_pago'),
    public_key: z.string(),
    /** The gateway's browser script (MercadoPago.js v2, or the demo's loopback copy). */
    sdk_url: z.url(),
  })
  .meta({ id: 'CardGateway' });
export type CardGateway = z.infer<typeof cardGatewaySchema>;

/** The public face of a store: what the storefront's layout, footer and checkout show. */
export const storeDataSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    /**
     * Where the store is in its life (@vitrine/domain/store-status): only an `open` store shows
     * its catalog and sells; shoppers of any other see its "Em breve", paused or closed page.
     */
    status: z.enum(STORE_STATUSES),
    /** What a paused store says to shoppers, in the seller's words; null: the default text. */
    pause_message: z.string().nullable(),
    /** Decreto 7.962/2013 art. 2: the legal name, and its CNPJ or CPF ('' when it has none). */
    legal_name: z.string(),
    cnpj: z.string(),
    /** A person's store (no CNPJ): the owner's CPF, punctuated; '' before the store opens. */
    cpf: z.string(),
    description: z.string(),
    /** Absolute URL of the logo, or null. */
    logo: z.string().nullable(),
    /** The logo's size in pixels, for the header's box before it loads (null: no logo). */
    logo_size: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
    colors: z.object({ primary: z.string(), secondary: z.string() }),
    /** spec §1: the tag-manager container is loaded only when this is set. */
    tag_manager_id: z.string().nullable(),
    contact: z.object({
      email: z.string(),
      phone: z.string(),
      whatsapp: z.string(),
      instagram: z.string(),
    }),
    address: z.object({
      line: z.string(),
      zip_code: z.string(),
      city: z.string(),
      state: z.string(),
    }),
    /** Flat shipping fee and the order amount from which shipping is free (null: never). */
    shipping: z.object({ fee: moneySchema, free_from: moneySchema.nullable() }),
    /** spec §7 `{cdn}/{public folder}/stores/{store id}`: every image URL starts with it. */
    assets_url: z.string(),
    /** Who tokenises the card on the pay page (null: the sandbox, through our API). */
    card_gateway: cardGatewaySchema.nullable(),
    /**
     * Whether the store takes pix (it has a pix key; never the key itself): a price says "no
     * pix" only then, as the pay page offers pix only then (GET /checkout/quote `pix_offered`).
     */
    pix_offered: z.boolean(),
    /**
     * The store's primary domain (a verified domain of its own): its pages on every other host
     * answer 301 to it, and canonical links name it. Null: none.
     */
    primary_host: z.string().nullable(),
  })
  .meta({ id: 'StoreData' });
export type StoreData = z.infer<typeof storeDataSchema>;

export const storeByHostQuerySchema = z.object({
  host: text()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9.\-[\]:]+$/, 'host inválido'),
});

/** `notFound: true` with nulls when no store answers on that host (→ /loja-nao-encontrada). */
export const storeResponseSchema = z
  .object({
    notFound: z.boolean(),
    /**
     * Suspended by the platform's operators: shoppers see "Loja indisponível" (503, never
     * kept) on every page, whatever `data.status` says; its API answers them nothing.
     */
    suspended: z.boolean(),
    data: storeDataSchema.nullable(),
    payment_default: paymentDefaultSchema.nullable(),
    /** Only the banners showing now (active, inside their start and end). */
    banners: z.array(bannerSchema),
    /**
     * When that list next changes by the clock (a banner's start or end; null: never): a cache
     * of this answer must not outlive it.
     */
    banners_until: z.string().nullable(),
  })
  .meta({ id: 'Store' });
export type StoreResponse = z.infer<typeof storeResponseSchema>;
