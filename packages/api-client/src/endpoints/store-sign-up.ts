import { messageResponseSchema, type MessageResponse } from '@vitrine/contract/auth';
import {
  signedUpStoreSchema,
  slugAvailabilitySchema,
  slugProposalSchema,
  type SignedUpStore,
  type SlugAvailability,
  type SlugProposal,
  type StoreSignUpBody,
} from '@vitrine/contract/store-sign-up';
import { parse, type ApiClient } from '../client.ts';

// "Crie sua loja" on the platform's host (no store yet: no X-Store-Id), and the new owner's
// e-mail confirmation on the store's office.

/** GET {apiBase}/platform/stores/slug-proposal — a free address from the store's name. */
export function proposeStoreSlug(
  client: ApiClient,
  name: string,
  signal?: AbortSignal,
): Promise<SlugProposal> {
  return parse(
    slugProposalSchema,
    client.api.get('platform/stores/slug-proposal', { searchParams: { name }, signal }),
  );
}

/** GET {apiBase}/platform/stores/slug-availability — free or why not, in pt-BR. */
export function checkStoreSlug(
  client: ApiClient,
  slug: string,
  signal?: AbortSignal,
): Promise<SlugAvailability> {
  return parse(
    slugAvailabilitySchema,
    client.api.get('platform/stores/slug-availability', { searchParams: { slug }, signal }),
  );
}

/**
 * POST {apiBase}/platform/stores — the store, its owner, and the code the new store's office
 * trades for the owner's session (no session token in the answer).
 */
export function signUpStore(client: ApiClient, body: StoreSignUpBody): Promise<SignedUpStore> {
  return parse(signedUpStoreSchema, client.api.post('platform/stores', { json: body }));
}

/** POST {apiBase}/sellers/confirm-email — the link of the confirmation e-mail (single use). */
export function confirmSellerEmail(client: ApiClient, token: string): Promise<MessageResponse> {
  return parse(
    messageResponseSchema,
    client.api.post('sellers/confirm-email', { json: { token } }),
  );
}

/** POST {apiBase}/sellers/me/email-confirmation — a new link (the earlier stops working). */
export function resendEmailConfirmation(client: ApiClient): Promise<MessageResponse> {
  return parse(messageResponseSchema, client.api.post('sellers/me/email-confirmation'));
}
