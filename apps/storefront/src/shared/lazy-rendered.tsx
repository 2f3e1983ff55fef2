import { use, type ComponentType } from 'react';

/** The preloads of the lazyRendered parts, by name, for the client entry (preloadServerRendered). */
const preloads = new Map<string, () => Promise<unknown>>();

/**
 * A component kept out of the page's first download that is still in the server's HTML: the
 * sign-in forms (react-hook-form, the zod schemas) would push a public page past its
 * initial-JS budget (README), yet the page must show them at once, and work before the script
 * runs (their native post); the pay page's new-address form, only for a shopper with none.
 *
 * Render it inside a `<Suspense>`, and call `preload()` where the page must not wait for it:
 * the route's server `loader` (the server then renders it whole, never a fallback, from the
 * first request on) and its `clientLoader` (a navigation shows it at once). When a page is
 * hydrated, the client entry loads its code first (preloadServerRendered), so that React
 * hydrates the server's HTML, and what the shopper has typed into it, rather than replacing
 * it; meanwhile a submit is the form's native post. `name` says which part the server's HTML
 * holds: one name per loaded module.
 */
export function lazyRendered<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // offline for a moment: the next render tries again
        throw error;
      },
    ));
  preloads.set(name, preload);
  function LazyRendered(props: P) {
    const Component = loaded ?? use(preload());
    return (
      <>
        <template data-lazy-rendered={name} />
        <Component {...props} />
      </>
    );
  }
  return Object.assign(LazyRendered, { preload });
}

/**
 * Loads the code of every lazyRendered part in the server's HTML, for the client entry to await
 * before hydrating. Without it React hydrates around a part whose code is still on its way, and
 * if the page above it renders again first (a form's state, a query), React drops the server's
 * HTML and renders the part anew: a CEP or an e-mail typed into it meanwhile is gone.
 * A part whose code fails to load is left to React, as before.
 */
export function preloadServerRendered(): Promise<unknown> {
  const markers = document.querySelectorAll<HTMLElement>('template[data-lazy-rendered]');
  return Promise.allSettled(
    [...markers].map((marker) => preloads.get(marker.dataset.lazyRendered ?? '')?.()),
  );
}
