import { Agent, type Dispatcher, getGlobalDispatcher, request } from 'undici';
import type { z } from 'zod';
import type { Logger } from '../../logger.ts';
import { outsideCalls } from '../metrics.ts';
import { type OutsideFailure, outsideFailure, type OutsideResult } from './failure.ts';
import { redact, scrub } from './redact.ts';

export type { OutsideFailure, OutsideResult } from './failure.ts';

export type TlsIdentity = {
  /** The client certificate and key the service issued (PEM). */
  cert: string;
  key: string;
  /** The service's CA (PEM); absent trusts Node's public roots, as a production service needs. */
  ca?: string;
};

export type OutsideClientOptions = {
  /** The service's name in failures and logs ('viacep', 'pix-api', …). */
  provider: string;
  /** Paths are appended to it: `https://pix.example.com/api/v2` + `/cob/…`. */
  baseUrl: string;
  /** The whole call's deadline: connecting, the TLS handshake, sending, reading the answer. */
  timeoutMs: number;
  /** Mutual TLS: the calls go through a keep-alive pool of this client's own, with this identity. */
  tls?: TlsIdentity;
  /** Values that must never reach a log or a failure (tokens, client secrets, passwords). */
  secrets?: readonly string[];
  /** Headers every call carries (a User-Agent the service asks for). */
  headers?: Record<string, string>;
  logger?: Logger;
  /** Where plain calls go: undici's process-wide keep-alive pool unless given (tests). */
  dispatcher?: Dispatcher;
};

export type OutsideRequest = {
  /** What the call does, for the logs ('createCharge', 'quote'). */
  operation: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query after the base URL. */
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON (Content-Type: application/json). */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (OAuth token requests). */
  form?: URLSearchParams;
};

type Answer = { status: number; text: string };

export type OutsideClient = {
  readonly provider: string;
  readonly timeoutMs: number;
  /**
   * One call. An answer with a status in `expect` (default 200) is read as JSON and checked
   * against `schema` (absent: any body, even none); a 4xx other than 429 is `refused` with
   * the service's body as detail; a 5xx, a 429, another status, a body that is not JSON or
   * not of the schema is `unavailable`; no whole answer in time is `timeout`.
   */
  call<S extends z.ZodType>(
    request: OutsideRequest,
    expect?: { status?: readonly number[]; schema?: S },
  ): Promise<OutsideResult<{ status: number; value: z.output<S> }>>;
  /** Closes this client's own connections (mutual TLS); a no-op on the shared pool. */
  close(): Promise<void>;
};

// The headers whose values are credentials: never logged, and redacted from any detail.
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'x-api-key'];
// A certificate either side does not accept: a configuration to fix, not a service down.
const TLS_REFUSAL = /CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/;

/**
 * The one way the API calls a service outside it (STYLE: one adapter per service on one
 * shared transport): a deadline per call, reused connections, JSON read against the service's
 * documented shape, socket errors mapped, one failure type (failure.ts), logs without secrets.
 */
export function createOutsideClient(options: OutsideClientOptions): OutsideClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const owned = options.tls
    ? new Agent({
        connect: {
          cert: options.tls.cert,
          key: options.tls.key,
          ...(options.tls.ca ? { ca: options.tls.ca } : {}),
        },
      })
    : null;
  const dispatcher = owned ?? options.dispatcher ?? getGlobalDispatcher();
  const { provider, timeoutMs } = options;
  const fail = (kind: OutsideFailure['kind'], detail: string, extra = {}) =>
    outsideFailure(provider, kind, detail, extra);

  async function send(call: OutsideRequest, secrets: string[]): Promise<Answer | OutsideFailure> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const body =
      call.json !== undefined
        ? JSON.stringify(call.json)
        : call.form !== undefined
          ? call.form.toString()
          : undefined;
    try {
      const response = await request(base + call.path, {
        method: call.method,
        dispatcher,
        signal: controller.signal,
        headers: {
          accept: 'application/json',
          ...options.headers,
          ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(call.form !== undefined
            ? { 'content-type': 'application/x-www-form-urlencoded' }
            : {}),
          ...call.headers,
        },
        ...(body === undefined ? {} : { body }),
      });
      // Read whole inside the deadline: an answer still arriving when the time is up is a timeout.
      const text = await response.body.text();
      return { status: response.statusCode, text };
    } catch (error) {
      if (controller.signal.aborted) return fail('timeout', `no answer in ${timeoutMs} ms`);
      return socketFailure(error, secrets);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Only an error's code: its message could quote a header, i.e. a credential. */
  function socketFailure(error: unknown, secrets: string[]): OutsideFailure {
    const own = (error as { code?: unknown }).code;
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    const code = typeof own === 'string' ? own : typeof cause === 'string' ? cause : 'network';
    const detail = redact(code, secrets);
    return fail(TLS_REFUSAL.test(code) ? 'refused' : 'unavailable', detail);
  }

  function read<S extends z.ZodType>(
    answer: Answer,
    expected: readonly number[],
    schema: S | undefined,
    secrets: string[],
  ): OutsideResult<{ status: number; value: z.output<S> }> {
    const { status } = answer;
    // Nothing a service echoes of the credentials goes further than here.
    const text = scrub(answer.text, secrets);
    const json = parseJson(text);
    if (expected.includes(status)) {
      if (!schema) return { ok: true, status, value: json as z.output<S> };
      if (json === NOT_JSON)
        return fail('unavailable', `HTTP ${status}: answer is not JSON`, { status });
      const parsed = schema.safeParse(json);
      if (parsed.success) return { ok: true, status, value: parsed.data };
      const where = parsed.error.issues[0]?.path.join('.') || '(root)';
      return fail('unavailable', `HTTP ${status}: answer not of the documented shape at ${where}`, {
        status,
      });
    }
    const detail = redact(`HTTP ${status}${text ? `: ${text}` : ''}`, secrets);
    const body = json === NOT_JSON ? text : json;
    // 429 asks to come back later; any other 4xx is the service saying no.
    const refused = status >= 400 && status < 500 && status !== 429;
    return fail(refused ? 'refused' : 'unavailable', detail, { status, body });
  }

  return {
    provider,
    timeoutMs,
    async call(call, expect = {}) {
      const started = performance.now();
      const secrets = [
        ...(options.secrets ?? []),
        ...Object.entries({ ...options.headers, ...call.headers })
          .filter(([name]) => SECRET_HEADERS.includes(name.toLowerCase()))
          .flatMap(([, value]) => [value, value.replace(/^\S+\s+/, '')]),
      ];
      const answer = await send(call, secrets);
      const result =
        'ok' in answer ? answer : read(answer, expect.status ?? [200], expect.schema, secrets);
      const seconds = (performance.now() - started) / 1000;
      const { operation } = call;
      outsideCalls.observe(
        { provider, operation, outcome: result.ok ? 'ok' : result.kind },
        seconds,
      );
      const fields = {
        provider,
        operation,
        method: call.method,
        durationMs: Math.round(seconds * 1000),
      };
      // The outcome only: never a header, a request body or the credentials.
      if (result.ok) options.logger?.debug({ ...fields, status: result.status }, 'outside call');
      else {
        const { kind, status, detail } = result;
        options.logger?.warn({ ...fields, kind, status, detail }, 'outside call failed');
      }
      return result;
    },
    close: async () => {
      await owned?.close();
    },
  };
}

const NOT_JSON = Symbol('not JSON');

/** The body as JSON; an empty body is no value (204, a PUT answered with nothing). */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
