/**
 * How any call to an outside service (the CEP service, a carrier, a bank's API Pix, a gateway,
 * and every later one: fiscal, messaging, storage, DNS) fails. Nothing throws; each adapter's
 * caller turns this into its own pt-BR answer.
 *
 * - `timeout`: no whole answer within the call's deadline. The service may have acted: retry
 *   with the same idempotency key (txid, X-Idempotency-Key), never as a new request.
 * - `unavailable`: the service could not answer — connection refused or reset, 5xx, 429, an
 *   answer that is not JSON or not of the documented shape. Retrying later may help.
 * - `refused`: the service answered and said no (a 4xx: bad credentials, a field it refused; a
 *   certificate either side does not trust). Retrying the same request will not help.
 */
export type OutsideFailureKind = 'timeout' | 'unavailable' | 'refused';

export type OutsideFailure = {
  ok: false;
  kind: OutsideFailureKind;
  /** Which service ('viacep', 'melhor-envio', 'pix-api', 'mercado-pago', …). */
  provider: string;
  /**
   * The service's own words, safe to log: a refused call's body (secrets redacted, cut short),
   * a socket error's code, "HTTP 503", "no answer in 3000 ms", what did not parse.
   */
  detail: string;
  /** The HTTP status, when the service answered one. */
  status?: number;
  /** A refused call's body as parsed JSON (or its text), for adapters that read its fields. */
  body?: unknown;
};

export type OutsideResult<T> = ({ ok: true } & T) | OutsideFailure;

export function outsideFailure(
  provider: string,
  kind: OutsideFailureKind,
  detail: string,
  extra: { status?: number; body?: unknown } = {},
): OutsideFailure {
  return { ok: false, kind, provider, detail, ...extra };
}
