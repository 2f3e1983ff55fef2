import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { useEffect } from 'react';
import { fetchSessionAccount, SESSION_RECHECK_MS, watchSession } from './browser.ts';
import type { SessionKind } from './kinds.ts';

/**
 * Every query of an account kind starts with the kind (`['customer', 'cart']`): a login or a
 * logout invalidates them all at once.
 */
export const sessionQueryKey = (kind: SessionKind) => [kind, 'session'] as const;

/**
 * Who is logged in, known in the browser only: the server renders every public page the same
 * for everyone (cacheable), so this is `undefined` there and on the first render, then the
 * account or null. Another tab's login or logout shows within the spec §9 300 ms polling; a
 * session ended elsewhere (revoked from another device, expired) shows when this tab next asks
 * the server (watchSession) or makes any API call (the app's server then clears the cookies),
 * and turns this to null just the same.
 */
export function useSessionAccount(kind: SessionKind): LoggedAccount | null | undefined {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey(kind),
    queryFn: () => fetchSessionAccount(kind),
    staleTime: Infinity,
    // The server could not tell (fetchSessionAccount threw): ask again until it can.
    refetchInterval: (query) => (query.state.status === 'error' ? SESSION_RECHECK_MS : false),
  });
  useEffect(
    () =>
      watchSession(kind, (marker) => {
        if (!marker) {
          // Logged out (in another tab, or the server refused the session): nothing of the
          // account stays on screen.
          queryClient.removeQueries({
            queryKey: [kind],
            predicate: (query) => query.queryKey[1] !== 'session',
          });
          queryClient.setQueryData(sessionQueryKey(kind), null);
        } else {
          void queryClient.invalidateQueries({ queryKey: [kind] });
        }
      }),
    [kind, queryClient],
  );
  return session.data;
}
