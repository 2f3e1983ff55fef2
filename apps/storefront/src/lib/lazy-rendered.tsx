import { use, type ComponentType } from 'react';

/**
 * A component kept out of the page's first download that is still in the server's HTML: the
 * sign-in forms (react-hook-form, the zod schemas) would push a public page past its
 * initial-JS budget (README), yet the page must show them at once, and work before the script
 * runs (their native post).
 *
 * Render it inside a `<Suspense>`, and call `preload()` where the page must not wait for it:
 * the route's server `loader` (the server then renders it whole, never a fallback, from the
 * first request on) and its `clientLoader` (a navigation shows it at once). When a page is
 * hydrated, its code is fetched then, and React keeps the server's HTML inside the boundary
 * until it arrives; a submit before that is the form's native post.
 */
export function lazyRendered<P extends object>(load: () => Promise<ComponentType<P>>) {
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
  function LazyRendered(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(LazyRendered, { preload });
}
