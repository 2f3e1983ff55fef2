// What may leave a call for a log or a failure: never a credential. A service's error body can
// quote the request (a token it refused, a header it did not like), so every detail and every
// refused body goes through here.

const PEM_BLOCK = /-----BEGIN [^-]+-----[\s\S]*?(-----END [^-]+-----|$)/g;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[\w\-.~+/=]+/gi;
const MAX_DETAIL = 300;

/** `text` without any of `secrets`, PEM blocks or Authorization values. */
export function scrub(text: string, secrets: readonly string[]): string {
  let safe = text
    .replace(PEM_BLOCK, '[certificate redacted]')
    .replace(AUTH_SCHEME, '$1 [redacted]');
  for (const secret of secrets) {
    // Short values (an empty scope, "1") would blank unrelated words: only real secrets.
    if (secret.length >= 6) safe = safe.split(secret).join('[redacted]');
  }
  return safe;
}

/** scrub, cut to a log line. */
export function redact(text: string, secrets: readonly string[]): string {
  const safe = scrub(text, secrets);
  return safe.length > MAX_DETAIL ? `${safe.slice(0, MAX_DETAIL)}…` : safe;
}
