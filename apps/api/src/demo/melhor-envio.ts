import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './http-body.ts';
import { answerQuote } from './melhor-envio-answer.ts';
import { COMPANIES, PICTURES } from './melhor-envio-pricing.ts';
import { validateCalculate } from './melhor-envio-request.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking Melhor Envio's quote protocol
 * (`POST /api/v2/me/shipment/calculate`, see src/features/freight/melhor-envio.ts), for the
 * tests and the offline demo: 401 `{ message: "Unauthenticated." }` without one of `tokens` as
 * Bearer; 400 when Accept, Content-Type or a User-Agent with a contact e-mail is missing (the
 * platform requires them; the loopback is stricter than it, so the adapter cannot forget them);
 * 422 with Laravel's `errors` for an invalid body; otherwise prices from melhor-envio-pricing.ts.
 * Slowness and failures on demand through `control`, or over HTTP for another process:
 * `POST /__loopback/control` `{ delayMs?, fail?: 500 | "drop" | null, markupPercent?, extraDays? }`
 * and `GET /__loopback/requests` → `{ count }`. No vitest import: the demo can start it too.
 */
export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** What became of it: answered (with `status`), aborted by the client, dropped on purpose. */
  outcome: 'pending' | 'answered' | 'aborted' | 'dropped';
  status?: number;
};

export type LoopbackSettings = {
  /** Every quote waits this long before any answer (the client may give up first). */
  delayMs: number;
  /** A status to answer every quote with (500…), or 'drop' to close the connection unanswered. */
  fail: number | 'drop' | null;
  /** A fixed 200 body instead of the priced one (to feed the adapter odd answers). */
  answer: unknown;
  /** The account's own adjustments, as set in Melhor Envio's panel: `custom_price` and
   * `custom_delivery_range` differ from `price` and `delivery_range` by these. */
  markupPercent: number;
  extraDays: number;
};

const DEFAULTS: LoopbackSettings = {
  delayMs: 0,
  fail: null,
  answer: undefined,
  markupPercent: 0,
  extraDays: 0,
};
const CALCULATE = '/api/v2/me/shipment/calculate';

export async function startMelhorEnvio(options: { tokens: string[]; port?: number }) {
  let settings: LoopbackSettings = { ...DEFAULTS };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    void readBody(req).then((rawBody) => {
      const url = req.url ?? '/';
      if (url.startsWith('/__loopback/')) return control(req.method ?? 'GET', url, rawBody, res);
      if (url.startsWith(PICTURES)) return picture(url, res);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        url,
        headers: req.headers,
        rawBody,
        outcome: 'pending',
      };
      requests.push(record);
      res.on('close', () => {
        if (record.outcome === 'pending')
          record.outcome = res.writableFinished ? 'answered' : 'aborted';
      });
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        if (settings.fail === 'drop') {
          record.outcome = 'dropped';
          return void req.socket.destroy();
        }
        const [status, body] = respond(record);
        record.status = status;
        json(res, status, body);
      }, settings.delayMs);
      timers.add(timer);
    });
  });

  function respond(record: RecordedRequest): [number, unknown] {
    if (record.method !== 'POST' || record.url.split('?')[0] !== CALCULATE) {
      return [404, { message: 'Not Found' }];
    }
    if (typeof settings.fail === 'number') return [settings.fail, { message: 'Server Error' }];
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1];
    if (!bearer || !options.tokens.includes(bearer)) return [401, { message: 'Unauthenticated.' }];
    const missing = missingHeader(record.headers);
    if (missing) return [400, { message: missing }];
    let input: unknown;
    try {
      input = JSON.parse(record.rawBody);
    } catch {
      input = {};
    }
    const checked = validateCalculate(input);
    if (!checked.ok)
      return [422, { message: 'The given data was invalid.', errors: checked.errors }];
    if (settings.answer !== undefined) return [200, settings.answer];
    return [200, answerQuote(checked.body, settings, origin())];
  }

  function control(method: string, url: string, rawBody: string, res: ServerResponse) {
    if (method === 'POST' && url === '/__loopback/control') {
      let change: Partial<LoopbackSettings> & { reset?: boolean };
      try {
        change = JSON.parse(rawBody || '{}') as typeof change;
      } catch {
        return json(res, 400, { message: 'JSON inválido.' });
      }
      set(change.reset ? { ...DEFAULTS } : change);
      return json(res, 200, settings);
    }
    if (url === '/__loopback/requests') return json(res, 200, { count: requests.length });
    json(res, 404, { message: 'Not Found' });
  }

  function set(change: Partial<LoopbackSettings>) {
    settings = { ...settings, ...change };
  }

  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin(),
    requests,
    /** Quotes that reached the calculate endpoint (what a cache should keep low). */
    quoteCount: () => requests.filter((r) => r.url.split('?')[0] === CALCULATE).length,
    control: {
      set,
      delay: (delayMs: number) => set({ delayMs }),
      failWith: (status: number) => set({ fail: status }),
      dropConnections: () => set({ fail: 'drop' }),
      answerWith: (answer: unknown) => set({ answer }),
      reset: () => {
        settings = { ...DEFAULTS };
        requests.length = 0;
      },
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type MelhorEnvioLoopback = Awaited<ReturnType<typeof startMelhorEnvio>>;

function missingHeader(headers: IncomingHttpHeaders): string | null {
  if (!headers.accept?.includes('application/json')) return 'Accept: application/json obrigatório.';
  if (!headers['content-type']?.includes('application/json')) {
    return 'Content-Type: application/json obrigatório.';
  }
  if (!/\S+@\S+/.test(headers['user-agent'] ?? '')) {
    return 'User-Agent obrigatório: Aplicação (email para contato técnico).';
  }
  return null;
}

/** The carriers' logos the answers point at, so an offline page shows them. */
function picture(url: string, res: ServerResponse) {
  const company = Object.values(COMPANIES).find((c) => c.picture === url);
  if (!company) return json(res, 404, { message: 'Not Found' });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><text x="4" y="22" font-family="sans-serif" font-size="18">${company.name}</text></svg>`;
  res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
