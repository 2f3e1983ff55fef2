import { useEffect, useState } from 'react';
import type { PendingProduct } from './pending-product.ts';

// The pending product's storage (jotai, and the zod schema that checks what localStorage holds)
// loads after the page, not with it: /login is a public page (initial-JS budget, README).
const loadPending = () =>
  Promise.all([import('jotai'), import('./pending-product.ts')]).then(
    ([{ getDefaultStore }, { pendingProductAtom }]) => ({
      store: getDefaultStore(),
      atom: pendingProductAtom,
    }),
  );

/** The product kept for after the login (spec §4 202), as the add flow stored it; null when none. */
export async function readPendingProduct(): Promise<PendingProduct | null> {
  const { store, atom } = await loadPending();
  // Subscribing mounts the atom, which reads localStorage (a reload) when memory has nothing.
  const unsubscribe = store.sub(atom, () => {});
  try {
    return store.get(atom);
  } finally {
    unsubscribe();
  }
}

/**
 * The pending product, followed as it changes (another tab's add), starting from `initial`
 * (what a client navigation's loader read): the server renders "nothing pending", the browser
 * reads it after hydration.
 */
export function usePendingProduct(initial: PendingProduct | null) {
  const [pending, setPending] = useState(initial);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadPending().then(({ store, atom }) => {
      if (cancelled) return;
      const read = () => setPending(store.get(atom));
      stop = store.sub(atom, read);
      read();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  const clear = async () => {
    const { store, atom } = await loadPending();
    store.set(atom, null);
  };
  return { pending, clear };
}
