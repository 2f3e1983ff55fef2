import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoggedAccount } from '@vitrine/contract/auth';
import { useEffect } from 'react';
import { fetchSessionAccount, watchSessionMarker } from './browser.ts';
import type { SessionKind } from './kinds.ts';

/**
 * Every query of an account kind starts with the kind (`['customer', 'cart']`): a login or a
 * logout invalidates them all at once.
 */
export const sessionQueryKey = (kind: SessionKind) => [kind, 'session'] as const;

/**
 * Who is logged in, known in the browser only: the server renders every public page the same
 * for everyone (cacheable), so this is `undefined` there and on the first render, then the
 * account or null. Another tab's login or logout shows within the spec §9 300 ms polling.
 */
export function useSessionAccount(kind: SessionKind): LoggedAccount | null | undefined {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: sessionQueryKey(kind),
    queryFn: () => fetchSessionAccount(kind),
    staleTime: Infinity,
  });
  useEffect(
    () =>
      watchSessionMarker(kind, (marker) => {
        if (!marker) {
          // Logged out elsewhere: nothing of the account stays on screen.
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
