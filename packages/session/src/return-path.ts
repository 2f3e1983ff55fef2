/** The query parameter carrying the page to come back to after logging in. */
export const RETURN_PARAM = 'voltar';

/**
 * A path on this site to come back to, or null: never another origin (`//evil.example`,
 * `https://…`, `/\evil`), so the login screen cannot be used to send a shopper elsewhere.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'http://vitrine.invalid');
    if (url.origin !== 'http://vitrine.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The login screen's address, remembering the page the visitor wanted (spec §2 guards). */
export function loginPathFor(loginPath: string, wanted: URL | string): string {
  const url = typeof wanted === 'string' ? new URL(wanted, 'http://vitrine.invalid') : wanted;
  const back = safeReturnPath(`${url.pathname}${url.search}`);
  return back && back !== '/'
    ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(back)}`
    : loginPath;
}
