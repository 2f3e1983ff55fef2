import type { QueryClient } from '@tanstack/react-query';
import { favouritesQueryKey } from '@vitrine/api-client/queries/get-favourites';

/**
 * After a favourite is written: every favourites answer (the list, each page's hearts) is asked
 * again, from after the write. A read already on its way began before the write and may not
 * have it; TanStack Query joins a refetch to a first fetch still in flight instead of starting
 * another, so that read is cancelled first: otherwise a page whose hearts were first asked while
 * the write was under way kept the answer without it (favourites.spec, a heart pressed before
 * /login and added on the return, under CI's load).
 */
export async function refreshFavourites(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: favouritesQueryKey });
  await queryClient.invalidateQueries({ queryKey: favouritesQueryKey });
}
