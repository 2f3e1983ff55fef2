// Here, not in src/lib: what src/lib holds goes into the shell every store page loads
// (vite.config.ts), and only the platform's pages need these.

/**
 * The platform's own pages, on its host only (platform.server.ts): "Crie sua loja" and the
 * terms and privacy notice it asks the new owner to accept.
 */
export const PLATFORM_PATHS = {
  signUp: '/crie-sua-loja',
  terms: '/termos-de-uso',
  privacy: '/privacidade',
} as const;

export function isPlatformPath(pathname: string): boolean {
  const page = pathname.replace(/\/+$/, '').replace(/\.data$/, '');
  return Object.values(PLATFORM_PATHS).some((path) => page === path);
}
