import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { favouriteIdsQueryKey } from '@vitrine/api-client/queries/get-favourite-ids';
import { afterEach, expect, it } from 'vitest';
import { refreshFavourites } from './refresh.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
afterEach(() => queryClient.clear());

it('a page whose hearts were first asked while the write was under way gets the answer with it', async () => {
  // The server: its answers depend on whether the write has been stored when each read arrives.
  let stored = false;
  const reads: Array<() => void> = [];
  const queryFn = () =>
    new Promise<string[]>((resolve) => {
      const answer = stored ? ['p1'] : [];
      reads.push(() => resolve(answer));
    });
  const observer = new QueryObserver(queryClient, {
    queryKey: favouriteIdsQueryKey(['p1']),
    queryFn,
  });
  const seen: Array<string[] | undefined> = [];
  const unsubscribe = observer.subscribe((result) => seen.push(result.data));

  // The page's first read left before the write was stored, and is still on its way.
  expect(reads).toHaveLength(1);
  stored = true;
  const refreshed = refreshFavourites(queryClient);
  // The first read's answer (without the write) arrives late.
  reads[0]!();
  await Promise.resolve();
  // A read from after the write answers.
  await expect.poll(() => reads.length).toBe(2);
  reads[1]!();
  await refreshed;

  await expect.poll(() => observer.getCurrentResult().data).toEqual(['p1']);
  expect(seen.filter(Boolean).at(-1)).toEqual(['p1']);
  unsubscribe();
});
