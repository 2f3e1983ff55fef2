import type { Plugin } from 'vite';

/** The app's session and API proxy on Vite's dev server (vite-dev-session.js). */
export function sessionInDev(
  name: string,
  devSessionModule: string,
  morePaths?: readonly string[],
): Plugin;
