/**
 * The host a store is looked up by: lower-case, without port or trailing dot, so
 * 'Aurora.Localhost:5173' and 'aurora.localhost.' find the same store as 'aurora.localhost'.
 * IPv6 literals keep their brackets ('[::1]:3000' → '[::1]').
 */
export function normalizeHost(raw: string): string {
  const host = raw.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const withoutPort = host.split(':').length === 2 ? host.slice(0, host.indexOf(':')) : host;
  return withoutPort.replace(/\.+$/, '');
}
