import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root.tsx';

export type RootData = Awaited<ReturnType<typeof loader>>;
export type StoreInfo = NonNullable<RootData['store']>;

/** The root loader's answer; undefined only while an error page renders without it. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/** The current store, inside the store layout (where it always exists). */
export function useStore(): StoreInfo {
  const store = useRootData()?.store;
  if (!store) throw new Error('useStore: no store resolved for this host');
  return store;
}
