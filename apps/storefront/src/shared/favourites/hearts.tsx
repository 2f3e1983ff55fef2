import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  favouriteIdsQueryKey,
  favouriteIdsQueryOptions,
} from '@vitrine/api-client/queries/get-favourite-ids';
import { loginPathFor } from '@vitrine/session/return-path';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBrowserApi } from '../../lib/api-context.tsx';
import { LOGIN_PATH } from '../../lib/paths.ts';
import { useCustomer } from '../../lib/use-customer.ts';
import { notify } from '../notify.ts';
import { favouriteMessages as t } from './messages.ts';
import { refreshFavourites } from './refresh.ts';

/** A heart pressed by a visitor: added once they are back from /login. */
const PENDING_KEY = 'vitrine:pending-favourite';
const SELECTOR = 'button[data-favourite]';

const pageHearts = () => [...document.querySelectorAll<HTMLButtonElement>(SELECTOR)];
const productIdsOnPage = () => [...new Set(pageHearts().map((b) => b.dataset.favourite!))].sort();

/** A heart's state, and its click live: until then the server's HTML has it aria-disabled. */
function paint(button: HTMLButtonElement, favourite: boolean) {
  button.removeAttribute('aria-disabled');
  button.setAttribute('aria-pressed', String(favourite));
  button.setAttribute('aria-label', favourite ? t.remove : t.add);
}

/**
 * Gives every heart of the page (the `button[data-favourite]` of product-card.tsx and
 * item-screen.tsx) its state and its click, after hydration.
 * The hearts are server HTML that React renders once with the same attributes, so it never
 * writes them again. They come aria-disabled: a press before this chunk is here would do
 * nothing, and the shopper (and their screen reader) is told so. Their state is set here, on
 * the elements, from the shopper's favourites among the page's products (one call per set of
 * products, api-client's lookup), and again whenever the page shows other cards (a client
 * navigation, a new page of results). A visitor's press leads to /login and back, and the
 * product is added on the return.
 */
export default function FavouriteHearts() {
  const api = useBrowserApi();
  const customer = useCustomer();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ids, setIds] = useState<string[]>(productIdsOnPage);
  const favourites = useQuery({
    ...favouriteIdsQueryOptions(api, ids),
    enabled: Boolean(customer) && ids.length > 0,
  });
  const on = useRef(new Set<string>());
  on.current = new Set(customer ? favourites.data : []);

  // The cards of the page change without a reload: read them again, paint the new ones.
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const next = productIdsOnPage();
      setIds((current) => (current.join() === next.join() ? current : next));
      for (const button of pageHearts()) paint(button, on.current.has(button.dataset.favourite!));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    for (const button of pageHearts()) paint(button, on.current.has(button.dataset.favourite!));
  }, [favourites.data, customer, ids]);

  const { mutate } = useMutation({
    mutationFn: async ({ productId, favourite }: { productId: string; favourite: boolean }) => {
      const writes = await import('@vitrine/api-client/favourite-writes');
      const client = await api.client();
      await (favourite ? writes.addFavourite : writes.removeFavourite)(client, productId);
    },
    onMutate: ({ productId, favourite }) => {
      // At once on the page (every heart of the product), the answer confirming it.
      queryClient.setQueryData(favouriteIdsQueryKey(ids), (old: string[] | undefined) =>
        favourite
          ? [...new Set([...(old ?? []), productId])]
          : (old ?? []).filter((id) => id !== productId),
      );
    },
    onError: () => notify('error', t.failed),
    onSettled: () => refreshFavourites(queryClient),
  });

  // Back from /login with a heart pressed before: it is added now.
  useEffect(() => {
    if (!customer) return;
    const pending = sessionStorage.getItem(PENDING_KEY);
    if (!pending) return;
    sessionStorage.removeItem(PENDING_KEY);
    mutate({ productId: pending, favourite: true });
  }, [customer, mutate]);

  // A press before the browser knows who is logged in (the session's first check) is kept and
  // answered once it does.
  const early = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const press = (button: HTMLButtonElement) => {
      if (customer === undefined) {
        early.current = button;
        return;
      }
      const productId = button.dataset.favourite!;
      if (customer === null) {
        sessionStorage.setItem(PENDING_KEY, productId);
        void navigate(loginPathFor(LOGIN_PATH, location.pathname + location.search));
        return;
      }
      const favourite = button.getAttribute('aria-pressed') !== 'true';
      for (const heart of pageHearts()) {
        if (heart.dataset.favourite === productId) paint(heart, favourite);
      }
      mutate({ productId, favourite });
    };
    if (early.current && customer !== undefined) {
      const button = early.current;
      early.current = null;
      press(button);
    }
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>(SELECTOR);
      if (button) press(button);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [customer, location, navigate, mutate]);

  return null;
}
