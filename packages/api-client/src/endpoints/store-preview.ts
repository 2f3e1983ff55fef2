import {
  PREVIEW_TOKEN_HEADER,
  previewCheckSchema,
  previewGrantSchema,
  previewSessionSchema,
  type PreviewCheck,
  type PreviewGrant,
  type PreviewSession,
} from '@vitrine/contract/store-preview';
import { parse, type ApiClient } from '../client.ts';

// The seller's preview of a store not open yet: the office asks for a grant, the storefront's
// server trades it on the store's host and checks the preview on the pages it shows with it.

/** POST {apiBase}/store-preview/grants — a seller: the one-time link to the store's preview. */
export function createPreviewGrant(client: ApiClient): Promise<PreviewGrant> {
  return parse(previewGrantSchema, client.api.post('store-preview/grants'));
}

/** POST {apiBase}/store-preview/sessions — the store's server: 400 invalid_token. */
export function redeemPreviewGrant(client: ApiClient, grant: string): Promise<PreviewSession> {
  return parse(
    previewSessionSchema,
    client.api.post('store-preview/sessions', { json: { grant } }),
  );
}

/** GET {apiBase}/store-preview/session — the store's server, with the token: 401 once it ended. */
export function checkPreview(client: ApiClient, token: string): Promise<PreviewCheck> {
  return parse(
    previewCheckSchema,
    client.api.get('store-preview/session', { headers: { [PREVIEW_TOKEN_HEADER]: token } }),
  );
}
