// spec §6: the customer's bearer token lives in the `customer_access_token` cookie, readable by
// the page (the API takes it as a bearer header, not as a cookie).
export const CUSTOMER_TOKEN_COOKIE = 'customer_access_token';

/** One cookie's value from a Cookie header or `document.cookie`. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function browserCookie(name: string): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, name);
}

/** Sets the customer token until the session's own expiry; same-site lax so links keep it. */
export function setCustomerToken(token: string, expiresAt: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${CUSTOMER_TOKEN_COOKIE}=${encodeURIComponent(token)}; Path=/; ` +
    `Expires=${new Date(expiresAt).toUTCString()}; SameSite=Lax${secure}`;
}
