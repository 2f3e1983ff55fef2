import { Agent, request } from 'node:https';
import type { PixApiFailure } from './types.ts';

export type TlsIdentity = {
  /** The store's client certificate and key, as the PSP issued them (PEM). */
  cert: string;
  key: string;
  /** The PSP's CA (PEM); absent trusts Node's public roots, as a production PSP needs. */
  ca?: string;
};

export type HttpAnswer = { ok: true; status: number; body: unknown };

export type HttpRequest = {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/**
 * One HTTPS request over mutual TLS with a whole-call deadline: connecting, the TLS handshake
 * and reading the answer all count. Errors become PixApiFailure with only a code in `detail`
 * (an error message could quote a header, i.e. a credential).
 */
export function createTransport(options: { baseUrl: string; tls: TlsIdentity; timeoutMs: number }) {
  const base = new URL(options.baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  const agent = new Agent({
    cert: options.tls.cert,
    key: options.tls.key,
    ...(options.tls.ca ? { ca: options.tls.ca } : {}),
    keepAlive: true,
  });

  function send(call: HttpRequest): Promise<HttpAnswer | PixApiFailure> {
    return new Promise((resolve) => {
      let settled = false;
      let timer: NodeJS.Timeout | undefined;
      const finish = (result: HttpAnswer | PixApiFailure) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(result);
      };
      // request() throws at once on a header it cannot write (a PSP token with odd characters).
      try {
        const req = request(
          {
            protocol: 'https:',
            hostname: base.hostname,
            port: base.port || 443,
            path: prefix + call.path,
            method: call.method,
            agent,
            headers: {
              accept: 'application/json',
              ...call.headers,
              ...(call.body === undefined
                ? {}
                : { 'content-length': Buffer.byteLength(call.body) }),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              finish({
                ok: true,
                status: res.statusCode ?? 0,
                body: parseJson(Buffer.concat(chunks).toString('utf8')),
              }),
            );
            res.on('error', (error) => finish(socketFailure(error)));
          },
        );
        timer = setTimeout(() => {
          finish({ ok: false, reason: 'timeout', detail: `no answer in ${options.timeoutMs} ms` });
          req.destroy();
        }, options.timeoutMs);
        req.on('error', (error) => finish(socketFailure(error)));
        req.end(call.body);
      } catch (error) {
        finish(socketFailure(error as Error));
      }
    });
  }

  return { send, close: () => agent.destroy() };
}

/** A certificate either side refuses is `refused` (configuration); anything else `unavailable`. */
function socketFailure(error: Error): PixApiFailure {
  const code = (error as { code?: unknown }).code;
  const detail = typeof code === 'string' ? code : 'network';
  const tls = /CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY/.test(detail);
  return { ok: false, reason: tls ? 'refused' : 'unavailable', detail };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
