import type { MercadoPagoFailure } from './types.ts';

export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT';
  /** Path and query after the base URL, e.g. "/v1/payments/123". */
  path: string;
  headers: Record<string, string>;
  body?: string;
};

export type HttpAnswer = { ok: true; status: number; body: unknown };

/**
 * One HTTPS request with a whole-call deadline: connecting, sending and reading the answer all
 * count. Errors become a failure whose `detail` is only a code: an error message could quote a
 * header, i.e. the access token.
 */
export async function send(
  baseUrl: string,
  call: HttpRequest,
  timeoutMs: number,
): Promise<HttpAnswer | MercadoPagoFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(baseUrl.replace(/\/+$/, '') + call.path, {
      method: call.method,
      headers: { accept: 'application/json', ...call.headers },
      ...(call.body === undefined ? {} : { body: call.body }),
      signal: controller.signal,
    });
    // An empty or non-JSON body (a proxy's HTML 502) is read as no body: the status decides.
    const body: unknown = await response.json().catch(() => undefined);
    if (controller.signal.aborted) return timedOut(timeoutMs);
    return { ok: true, status: response.status, body };
  } catch (error) {
    if (controller.signal.aborted) return timedOut(timeoutMs);
    return { ok: false, reason: 'unavailable', detail: errorCode(error) };
  } finally {
    clearTimeout(timer);
  }
}

function timedOut(timeoutMs: number): MercadoPagoFailure {
  return { ok: false, reason: 'timeout', detail: `no answer in ${timeoutMs} ms` };
}

/** undici wraps the socket's error: its code (ECONNREFUSED, …) is on `cause`. */
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : 'network';
}
