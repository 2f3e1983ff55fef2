import { toApiError } from '@vitrine/api-client/errors';
import { checkStoreSlug, proposeStoreSlug } from '@vitrine/api-client/store-sign-up';
import { STORE_SLUG_MESSAGES, storeSlugProblem } from '@vitrine/domain/store-slug';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { BrowserApi } from '../../../lib/api-context.tsx';
import type { StoreSignUpValues } from './store-sign-up-values.ts';

/** What the live check says of the address as it stands. */
export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking'; slug: string }
  | { state: 'available' | 'refused' | 'failed'; slug: string; message: string };

/**
 * Typing pauses this long before the API is asked: the proposal and the check share a limit
 * per client address (the API's, 120 in 10 minutes), which a key per request would spend.
 */
export const SLUG_DEBOUNCE_MS = 400;

/**
 * The store's address, `{slug}.{PLATFORM_DOMAIN}`: proposed from the store's name
 * (GET /platform/stores/slug-proposal) until the person types one of their own, and checked as
 * it changes (GET /platform/stores/slug-availability, whose pt-BR message is shown). A shape
 * the domain refuses is said at once, without asking the API (the same words it would answer).
 */
export function useSlugCheck(form: UseFormReturn<StoreSignUpValues>, api: BrowserApi) {
  const storeName = useWatch({ control: form.control, name: 'store_name' }) ?? '';
  const slug = (useWatch({ control: form.control, name: 'slug' }) ?? '').trim();
  // The person typed an address: the name no longer proposes one (until the field is emptied).
  const ownAddress = useRef(false);
  const [answer, setAnswer] = useState<SlugCheck & { slug: string }>();

  useEffect(() => {
    const name = storeName.trim();
    if (ownAddress.current || name.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api
        .client()
        .then((client) => proposeStoreSlug(client, name, controller.signal))
        .then(
          (proposal) => {
            if (!ownAddress.current) form.setValue('slug', proposal.slug);
          },
          () => undefined, // no proposal (offline, the limit): the person types an address
        );
    }, SLUG_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [storeName, api, form]);

  const problem = slug ? storeSlugProblem(slug) : null;
  useEffect(() => {
    if (!slug || problem) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void api
        .client()
        .then((client) => checkStoreSlug(client, slug, controller.signal))
        .then(
          (checked) =>
            setAnswer({
              state: checked.available ? 'available' : 'refused',
              slug,
              message: checked.message,
            }),
          (error: unknown) => {
            if (!controller.signal.aborted) {
              setAnswer({ state: 'failed', slug, message: toApiError(error).message });
            }
          },
        );
    }, SLUG_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, problem, api]);

  let check: SlugCheck;
  if (!slug) check = { state: 'idle' };
  else if (problem) check = { state: 'refused', slug, message: STORE_SLUG_MESSAGES[problem] };
  else if (answer?.slug === slug) check = answer;
  else check = { state: 'checking', slug };

  return {
    check,
    /** The slug input's own change: the person's address from now on, unless they empty it. */
    onSlugTyped: (value: string) => {
      ownAddress.current = value.trim() !== '';
    },
  };
}
