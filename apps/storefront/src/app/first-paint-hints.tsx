import { useContext } from 'react';
import { preload } from 'react-dom';
import { UNSAFE_FrameworkContext as FrameworkContext, useLocation, useMatches } from 'react-router';
import { isPrivatePath } from '../lib/paths.ts';

/**
 * What the first paint needs comes before the scripts it does not (`pnpm bench:web`, README):
 * the page's stylesheets first, its JavaScript modules at low priority.
 *
 * React 19 hoists every `<link>` it may to the top of `<head>`, ahead of the head's own
 * children, so `<Scripts />`' ~11–14 `modulepreload`s came before `<Links />`' stylesheets. On
 * HTTP/1.1's six connections per origin the 6 KB of render-blocking CSS then waited for most of
 * the JavaScript (the 106 KB framework chunk among it), and the first paint with it:
 * - a `preload()` of each stylesheet goes in React's preamble, before the hoisted links, so the
 *   browser asks for the CSS first (`<Links />`' own `<link rel="stylesheet">` later in the head
 *   uses the same response);
 * - the same module preloads as `<Scripts />`' (React Router's list: the entry and its imports,
 *   then each matched route's modules and imports), at `fetchpriority="low"`, hoisted ahead of
 *   `<Scripts />`' own: the browser fetches a module once, at the priority of the first link
 *   naming it. The CSS and the picture the page paints get the connections and the bandwidth
 *   first; the scripts follow, and hydrate after the first paint in short tasks (React's
 *   hydration yields), so the blocking time stays low.
 * Public pages only (the catalog, whose server HTML is the whole screen). A private screen
 * fills in after hydration: the pay page painted before its scripts shifted its footer (CLS
 * 0.22 in one `pnpm bench:web` run, README), so private pages keep React Router's order until
 * their server HTML holds their layout.
 * Server render only: in the browser these links are already in the head, and React Router
 * loads a new route's CSS and modules itself.
 */
export function FirstPaintHints() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const { pathname } = useLocation();
  if (typeof document !== 'undefined' || !framework || isPrivatePath(pathname)) return null;
  const { manifest, nonce } = framework;
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const match of matches) {
    const route = manifest.routes[match.id];
    if (!route) continue;
    for (const href of route.css ?? []) preload(href, { as: 'style' });
    for (const href of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
    ]) {
      if (href) modules.add(href);
    }
  }
  return [...modules].map((href) => (
    // The page's nonce (entry.server.tsx): a module preload is checked against script-src.
    <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />
  ));
}
