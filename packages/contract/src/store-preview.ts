import { text } from './common.ts';
import { z } from './zod.ts';

export { PREVIEW_GRANT_PATH } from './store-preview-path.ts';

// The owner's preview of a store not open yet. The office asks for a grant (a seller of the
// store, logged in); the storefront's server, on the store's own host, trades it once for a
// preview token it keeps in an HttpOnly cookie, and asks the API whether that token still holds
// before it shows the real storefront instead of "Em breve".

/** POST /store-preview/grants: where to open the preview, good once and for a short while. */
export const previewGrantSchema = z
  .object({
    /** The storefront's page that trades the grant for the preview cookie. */
    url: z.url(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PreviewGrant' });
export type PreviewGrant = z.infer<typeof previewGrantSchema>;

/** POST /store-preview/sessions: the grant from the URL, for the store of X-Store-Id. */
export const previewRedeemBodySchema = z.object({ grant: text().min(20).max(200) });

/** The preview token (kept by the storefront in an HttpOnly cookie) and until when it holds. */
export const previewSessionSchema = z
  .object({
    token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PreviewSession' });
export type PreviewSession = z.infer<typeof previewSessionSchema>;

/**
 * The header that carries a preview token to GET /store-preview/session. Not a bearer: a
 * preview token is no session of anyone's, and opens nothing but this check.
 */
export const PREVIEW_TOKEN_HEADER = 'X-Preview-Token';

/** GET /store-preview/session: the preview token's store and until when it holds. */
export const previewCheckSchema = z
  .object({
    store_id: z.uuid(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PreviewCheck' });
export type PreviewCheck = z.infer<typeof previewCheckSchema>;
