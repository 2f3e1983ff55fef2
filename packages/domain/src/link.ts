// spec §5 link helper: prepend http:// when the text lacks it, so a seller's 'loja.com.br'
// becomes a working link. We look for a scheme at the start rather than 'http' anywhere: the
// literal rule would leave 'httpbin.org' or 'site.com/http' without one.
const HAS_HTTP_SCHEME = /^https?:\/\//i;

export function withHttp(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || HAS_HTTP_SCHEME.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}
