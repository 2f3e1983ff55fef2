import { productSummarySchema } from './catalog.ts';
import { text } from './common.ts';
import { z } from './zod.ts';

// A shopper's favourites ("Favoritos", /minha-conta/favoritos) and their price-drop e-mails.
// Always the session's customer of the X-Store-Id store: no customer or store in a body.

/** How many favourites one shopper keeps; the hearts' one call asks about a page's cards. */
export const MAX_FAVOURITES = 500;
export const MAX_FAVOURITE_LOOKUP = 100;

/**
 * One favourite with its product as the store sells it now. `available`: the product is on
 * the storefront (not archived nor a draft) and can be bought (some sold variation in stock);
 * "Indisponível" otherwise. `product` carries the current price (`price_min`), the "de" price
 * of an item on sale (`compare_at_price`) and the image.
 */
export const favouriteSchema = z
  .object({
    product_id: z.uuid(),
    added_at: z.iso.datetime({ offset: true }),
    available: z.boolean(),
    /**
     * The code of the product's one variation on sale, so the list adds it to the cart as it
     * is; null when there are several (the shopper picks one on the product's page) or none.
     */
    variation: z.string().nullable(),
    product: productSummarySchema,
  })
  .meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.object({ items: z.array(favouriteSchema) });
export type FavouriteList = z.infer<typeof favouriteListSchema>;

export const favouriteParamsSchema = z.object({ id: z.uuid() });

/** Which of these products (a shelf page's cards) are the shopper's favourites: one call. */
export const favouriteLookupBodySchema = z.object({
  product_ids: z.array(z.uuid()).max(MAX_FAVOURITE_LOOKUP),
});
export type FavouriteLookupBody = z.infer<typeof favouriteLookupBodySchema>;

export const favouriteIdsSchema = z.object({ product_ids: z.array(z.uuid()) });
export type FavouriteIds = z.infer<typeof favouriteIdsSchema>;

/** The price-drop e-mails: on since `since` (the consent's moment), or off (null). */
export const priceAlertsSchema = z.object({
  enabled: z.boolean(),
  since: z.iso.datetime({ offset: true }).nullable(),
});
export type PriceAlerts = z.infer<typeof priceAlertsSchema>;

/**
 * The account's switch. The explanation the shopper read is recorded with the consent (LGPD
 * art. 8), so the storefront sends the text it showed, the one below.
 */
export const priceAlertsBodySchema = z.object({ enabled: z.boolean() });
export type PriceAlertsBody = z.infer<typeof priceAlertsBodySchema>;

/** The e-mail's one-click link (no session: the token is the proof). */
export const priceAlertsUnsubscribeBodySchema = z.object({ token: text().min(16).max(200) });

/** What the switch says, shown beside it and kept with each consent given. */
export const PRICE_ALERTS_WORDING =
  'Quero receber um e-mail quando o preço de um produto dos meus favoritos baixar. Posso desligar quando quiser, aqui ou pelo link em cada e-mail.';
