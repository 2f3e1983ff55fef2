import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, focusApi } from './focus-nfe-api.ts';
import { authorize, type LedgerNote, newLedger, noteAnswer } from './focus-nfe-ledger.ts';
import { sefazRejection } from './focus-nfe-sefaz.ts';
import { parseJsonOrUndefined, readBody } from './http-body.ts';

/**
 * A real HTTP server on 127.0.0.1 speaking Focus NFe's API v2 for NF-e (FocusNFe/api-doc: "NFe",
 * "Webhooks", "Empresas"; src/features/invoices/focus-nfe is its client), for the tests and the
 * offline demo. Basic auth with a company token (`tokens`, or one POST /v2/empresas made with an
 * `accountTokens` token). POST /v2/nfe?ref= answers 202 processando_autorizacao and, after
 * `processingMs`, SEFAZ's verdict (focus-nfe-sefaz.ts: real cStat and xMotivo) or the
 * authorisation: number, series 1, a 44-digit key with its mod-11 digit, a protocol; then every
 * webhook of the token is called (POST, the note's JSON, the hook's authorization header),
 * again after each `webhookRetryDelaysMs` while it does not answer 2xx. The files are served
 * (nfeProc XML, DANFE PDF, events' XML). Cancelling is refused after 24 h (501; `advanceClock`).
 *
 * Failures on demand through `control`, or over HTTP for another process:
 * `POST /__loopback/control` with `LoopbackSettings` fields (or `{ reset: true }`), and
 * `GET /__loopback/requests` → `{ count }`. `delayMs` acts first and answers late (a client that
 * times out left the note made, as on the real network); `fail` answers that status (or drops
 * the connection) without acting. No vitest import: the demo can start it too.
 */
export type FocusNfeOptions = {
  /** Company tokens accepted for notes and hooks. */
  tokens: string[];
  /** The platform's tokens, accepted by POST /v2/empresas (whose answer adds two tokens). */
  accountTokens?: string[];
  /** homologação: SEFAZ requires the buyer's name it prescribes (598); the XML says tpAmb 2. */
  environment?: 'homologacao' | 'producao';
  /** How long a note stays processando_autorizacao (default 300 ms). */
  processingMs?: number;
  /** Waits between a webhook's attempts: Focus's 1 min, 30 min, 1 h, 3 h, 24 h ÷ 60 by default. */
  webhookRetryDelaysMs?: number[];
  port?: number;
};

export type LoopbackSettings = {
  delayMs: number;
  fail: number | 'drop' | null;
  processingMs: number;
  /** Every webhook call is lost (none reaches the receiver, none is retried). */
  loseWebhooks: boolean;
};

export type ForcedVerdict = {
  status: 'erro_autorizacao' | 'denegado';
  code: string;
  message: string;
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
};

export type WebhookDelivery = {
  hookId: string;
  ref: string;
  status: string;
  attempt: number;
  /** The receiver's HTTP status, 'failed' (no answer) or 'lost' (loseWebhooks). */
  outcome: number | 'failed' | 'lost';
};

const DEFAULT_RETRIES = [1_000, 30_000, 60_000, 180_000, 1_440_000];

export async function startFocusNfe(options: FocusNfeOptions) {
  const homologation = (options.environment ?? 'homologacao') === 'homologacao';
  const defaults: LoopbackSettings = {
    delayMs: 0,
    fail: null,
    processingMs: options.processingMs ?? 300,
    loseWebhooks: false,
  };
  let settings = { ...defaults };
  let clockOffsetMs = 0;
  const forced: ForcedVerdict[] = [];
  const ledger = newLedger(options.tokens, options.accountTokens ?? []);
  const requests: RecordedRequest[] = [];
  const deliveries: WebhookDelivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const retries = options.webhookRetryDelaysMs ?? DEFAULT_RETRIES;
  const now = () => new Date(Date.now() + clockOffsetMs);

  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  /** SEFAZ's verdict on a queued note, then the webhooks. */
  function decide(note: LedgerNote) {
    if (note.status !== 'processando_autorizacao') return;
    const verdict = forced.shift();
    const rejection = verdict ?? sefazRejection(note.json, { homologation });
    if (!rejection) authorize(ledger, note, now(), homologation);
    else if (verdict?.status === 'denegado') {
      // A denied note spends its number and key (Focus "Consulta": denegado).
      authorize(ledger, note, now(), homologation);
      note.status = 'denegado';
      note.sefaz = { code: rejection.code, message: rejection.message };
    } else {
      note.status = 'erro_autorizacao';
      note.sefaz = { code: rejection.code, message: rejection.message };
    }
    notify(note);
  }

  function notify(note: LedgerNote) {
    const cnpj = String(note.json.cnpj_emitente);
    const hooks = ledger.hooks.filter(
      (hook) =>
        hook.token === note.token && hook.event === 'nfe' && (!hook.cnpj || hook.cnpj === cnpj),
    );
    const body = JSON.stringify(noteAnswer(note));
    for (const hook of hooks) void attempt(hook, note, body, 1);
  }

  async function attempt(
    hook: (typeof ledger.hooks)[number],
    note: LedgerNote,
    body: string,
    n: number,
  ) {
    const record = { hookId: hook.id, ref: note.ref, status: note.status, attempt: n };
    if (settings.loseWebhooks) return void deliveries.push({ ...record, outcome: 'lost' });
    let outcome: number | 'failed';
    try {
      const response = await fetch(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(hook.authorization
            ? { [hook.authorization_header ?? 'authorization']: hook.authorization }
            : {}),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      await response.arrayBuffer();
      outcome = response.status;
    } catch {
      outcome = 'failed';
    }
    deliveries.push({ ...record, outcome });
    const delivered = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
    const wait = retries[n - 1];
    if (!delivered && wait !== undefined && server.listening)
      later(wait, () => void attempt(hook, note, body, n + 1));
  }

  const server = createServer((req, res) => {
    void readBody(req).then(async (rawBody) => {
      const url = new URL(req.url ?? '/', 'http://loopback');
      if (url.pathname.startsWith('/__loopback/'))
        return control(req.method ?? 'GET', url.pathname, rawBody, res);
      requests.push({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        rawBody,
      });
      if (settings.fail === 'drop') return void req.socket.destroy();
      if (typeof settings.fail === 'number') {
        const status = settings.fail;
        return later(settings.delayMs, () =>
          send(res, {
            status,
            body: { codigo: 'erro_interno', mensagem: 'Erro interno do servidor' },
          }),
        );
      }
      const answer = await focusApi(
        {
          ledger,
          now,
          homologation,
          queued: (note) => later(settings.processingMs, () => decide(note)),
        },
        {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          token: tokenOf(req.headers, url),
          rawBody,
        },
      );
      later(settings.delayMs, () => send(res, answer));
    });
  });

  function control(method: string, path: string, rawBody: string, res: ServerResponse) {
    if (method === 'POST' && path === '/__loopback/control') {
      const change = parseJsonOrUndefined(rawBody || '{}') as
        (Partial<LoopbackSettings> & { reset?: boolean }) | undefined;
      if (!change) return send(res, { status: 400, body: { mensagem: 'JSON inválido.' } });
      settings = change.reset ? { ...defaults } : { ...settings, ...change };
      return send(res, { status: 200, body: settings });
    }
    if (path === '/__loopback/requests')
      return send(res, { status: 200, body: { count: requests.length } });
    send(res, { status: 404, body: { codigo: 'nao_encontrado' } });
  }

  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const set = (change: Partial<LoopbackSettings>) => void (settings = { ...settings, ...change });

  return {
    url,
    requests,
    deliveries,
    ledger,
    /** The notes POST /v2/nfe made for `ref` at any token: a test's "one note, not two". */
    notesOf: (ref: string) => [...ledger.notes.values()].filter((note) => note.ref === ref),
    control: {
      set,
      /** Acts at once, answers after `delayMs` (the client may time out first). */
      delay: (delayMs: number) => set({ delayMs }),
      failWith: (status: number | null) => set({ fail: status }),
      dropConnections: () => set({ fail: 'drop' }),
      processingMs: (processingMs: number) => set({ processingMs }),
      loseWebhooks: (lose = true) => set({ loseWebhooks: lose }),
      /** SEFAZ's verdict on the next note queued, whatever it carries. */
      rejectNext: (verdict: ForcedVerdict) => void forced.push(verdict),
      /** Moves the loopback's clock (the cancellation window) forward. */
      advanceClock: (ms: number) => void (clockOffsetMs += ms),
      reset() {
        settings = { ...defaults };
        forced.length = 0;
        clockOffsetMs = 0;
        requests.length = 0;
        deliveries.length = 0;
      },
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise((closed) => server.close(closed));
    },
  };
}

export type FocusNfeLoopback = Awaited<ReturnType<typeof startFocusNfe>>;

/** The token of HTTP Basic (user, empty password) or of the `token` parameter ("Autenticação"). */
function tokenOf(headers: IncomingHttpHeaders, url: URL): string | null {
  const basic = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString('utf8').replace(/:.*$/s, '') || null;
  return url.searchParams.get('token');
}

function send(res: ServerResponse, answer: Answer) {
  if (res.destroyed) return;
  if (answer.body instanceof Uint8Array) {
    res
      .writeHead(answer.status, { 'content-type': answer.type ?? 'application/octet-stream' })
      .end(Buffer.from(answer.body));
    return;
  }
  if (typeof answer.body === 'string') {
    res
      .writeHead(answer.status, { 'content-type': answer.type ?? 'text/plain; charset=utf-8' })
      .end(answer.body);
    return;
  }
  res
    .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify(answer.body));
}
