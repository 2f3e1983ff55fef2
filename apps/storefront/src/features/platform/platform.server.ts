import { isPlatformHost } from '@vitrine/server/platform';
import { redirect } from 'react-router';
import { serverEnv } from '../../lib/env.server.ts';
import { PLATFORM_PATHS, isPlatformPath } from './paths.ts';

/**
 * The platform's own host (PLATFORM_DOMAIN, `vitrine.localhost` under `pnpm start`) is no
 * store's: it serves "Crie sua loja" and the notices it links to (this feature), and
 * nothing of a store. What the root loader hands its pages, or null on any other host.
 */
export function platformRoot(url: URL) {
  const domain = serverEnv().PLATFORM_DOMAIN;
  if (!isPlatformHost(url.host, domain)) return null;
  // No store lives here: its home, and any store's path (a store page's loader sends its own
  // visitors to "loja não encontrada", which is no page here either), is the sign-up.
  if (!isPlatformPath(url.pathname)) throw redirect(PLATFORM_PATHS.signUp);
  return {
    store: null,
    pages: [],
    departments: [],
    origin: url.origin,
    theme: null,
    preview: false,
    serverPage: null,
    platform: { domain },
  };
}

/** Whether the request is on the platform's own host (its pages answer 404 anywhere else). */
export function onPlatformHost(request: Request): boolean {
  return isPlatformHost(new URL(request.url).host, serverEnv().PLATFORM_DOMAIN);
}
