import { use, type ComponentType } from 'react';
import { beforeHydration } from '../lib/before-hydration.ts';

/**
 * A component kept out of the page's first download that is still in the server's HTML: the
 * sign-in forms (react-hook-form, the zod schemas) would push a public page past its
 * initial-JS budget (README), yet the page must show them at once, and work before the script
 * runs (their native post); the pay page's new-address form, only for a shopper with none.
 *
 * Render it inside a `<Suspense>`, and call `preload()` where the page must not wait for it:
 * the route's server `loader` (the server then renders it whole, never a fallback, from the
 * first request on) and its `clientLoader` (a navigation shows it at once). When a page is
 * hydrated, its code is loaded first (lib/before-hydration.ts), so that React hydrates the
 * server's HTML, and what the shopper has typed into it, rather than replacing it: React
 * hydrates around a part whose code is still on its way, and drops its HTML for a new render
 * if the page above renders again first (a form's state, a query), a CEP or an e-mail typed
 * into it meanwhile gone. Until then a submit is the form's native post (the sign-in forms), or
 * nothing at all (a ScriptForm, the address form: @vitrine/ui/script-form). `name` marks the
 * part in the server's HTML: one name per loaded module.
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
  // In the browser, evaluated with its route module before the page hydrates.
  if (typeof document !== 'undefined' && document.querySelector(`[data-lazy-rendered="${name}"]`)) {
    beforeHydration.push(preload());
  }
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
