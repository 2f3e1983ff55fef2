import type { SlugAvailability } from '@vitrine/contract/store-sign-up';
import { STORE_SLUG_MESSAGES, storeSlugProblem } from '@vitrine/domain/store-slug';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../http/errors.ts';
import { SIGN_UP_MESSAGES } from './messages.ts';
import { hostOf, slugTaken } from './reads.ts';

type Refusal = NonNullable<SlugAvailability['reason']>;

/**
 * Another store has the slug: 409 slug_taken. (A malformed or reserved slug never gets here:
 * the body's schema refuses it, 400 validation_error on `slug`.)
 */
export const slugTakenError = () =>
  conflict('slug_taken', STORE_SLUG_MESSAGES.taken, [
    { path: 'slug', message: STORE_SLUG_MESSAGES.taken },
  ]);

/** What the live check answers: its shape and reserved words first, then whether it is free. */
export async function slugAvailability(
  db: Database,
  slug: string,
  platformDomain: string,
): Promise<SlugAvailability> {
  const host = hostOf(slug, platformDomain);
  const reason: Refusal | null =
    storeSlugProblem(slug) ?? ((await slugTaken(db, slug, host)) ? 'taken' : null);
  return {
    slug,
    host,
    available: reason === null,
    reason,
    message: reason ? STORE_SLUG_MESSAGES[reason] : SIGN_UP_MESSAGES.available,
  };
}
