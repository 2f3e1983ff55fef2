import { useContext } from 'react';
import { preload } from 'react-dom';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * Asks for the page's stylesheets before its scripts.
 *
 * React 19 hoists every `<link>` it may (`<Scripts />`' `modulepreload`s among them) to the top
 * of `<head>`, ahead of the head's own children, so React Router's `<Links />` stylesheets came
 * after the ~11 module preloads. On HTTP/1.1's six connections per origin the 6 KB of
 * render-blocking CSS then waited for most of the JavaScript, and the first paint with it
 * (`pnpm bench:web`, README). A `preload()` of each stylesheet goes in React's preamble, before
 * those hoisted links, so the browser requests the CSS first; `<Links />`' own `<link
 * rel="stylesheet">` later in the head then uses the same response. Server render only: in the
 * browser the page's CSS is already there, and React Router fetches a new route's itself.
 */
export function StylesheetsFirst() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (typeof document !== 'undefined' || !framework) return null;
  for (const match of matches) {
    for (const href of framework.manifest.routes[match.id]?.css ?? []) {
      preload(href, { as: 'style' });
    }
  }
  return null;
}
