import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { readBody } from './http-body.ts';
import { createPixPspApi, type PixPspBook, type RecordedPixRequest } from './pix-psp-api.ts';
import { createCertificateAuthority, issueCertificate } from './pix-psp-certs.ts';
import { type Cob, endToEndId, type Pix, type Problem, problem } from './pix-psp-ledger.ts';

export type { RecordedPixRequest } from './pix-psp-api.ts';

export type PixPspOptions = {
  clientId?: string;
  clientSecret?: string;
  tokenPath?: string;
  /** Seconds a token lives (the `expires_in` answered). */
  tokenLifetimeSeconds?: number;
  receiver?: { name: string; city: string };
  port?: number;
};

type Settings = { delayMs: number; fail: number | null; dropNextWebhook: boolean };

/**
 * A PSP on 127.0.0.1 speaking the Banco Central's API Pix (bacen/pix-api) over mutual TLS, for
 * the contract tests and the offline demo (src/features/payments/pix-api is its client). At
 * start it makes a CA, its own server certificate and the store's client certificate; the TLS
 * server requires a client certificate signed by that CA, as PSPs do. Routes: POST {tokenPath}
 * (client credentials, HTTP Basic), PUT/GET /cob/{txid}, PUT /webhook/{chave},
 * PUT/GET /pix/{e2eid}/devolucao/{id}; every other call needs the Bearer token. Failures and
 * payments on demand through the returned `control`. The webhook callback is a plain POST of
 * `{ pix: [...] }` to `{webhookUrl}/pix` (real PSPs call it over mutual TLS too; not here).
 * No vitest import: the demo can start it too.
 */
export async function startPixPsp(options: PixPspOptions = {}) {
  const clientId = options.clientId ?? 'vitrine-loja';
  const clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url');
  const tokenPath = options.tokenPath ?? '/oauth/token';
  const receiver = options.receiver ?? { name: 'Loja Vitrine', city: 'Sao Paulo' };
  const ca = createCertificateAuthority('Vitrine loopback PSP CA');
  const serverCert = issueCertificate(ca, '127.0.0.1', 'server');
  const clientCert = issueCertificate(ca, clientId, 'client');

  let settings: Settings = { delayMs: 0, fail: null, dropNextWebhook: false };
  const book: PixPspBook = {
    clientId,
    clientSecret,
    tokenPath,
    tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
    receiver,
    tokens: new Set<string>(),
    cobs: new Map<string, Cob>(),
    pix: [],
    webhooks: new Map<string, string>(),
    nextLoc: 1,
  };
  const { tokens, cobs, pix, webhooks } = book;
  const api = createPixPspApi(book);
  const requests: RecordedPixRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer(
    {
      key: serverCert.keyPem,
      cert: serverCert.certPem,
      ca: ca.certPem,
      requestCert: true,
      rejectUnauthorized: true,
    },
    (req, res) => {
      void readBody(req).then((rawBody) => {
        const peer = (req.socket as TLSSocket).getPeerCertificate();
        const record: RecordedPixRequest = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          rawBody,
          ...(peer?.subject?.CN ? { clientCertificate: String(peer.subject.CN) } : {}),
        };
        requests.push(record);
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (res.destroyed) return;
          const [status, body] =
            settings.fail === null
              ? api(record)
              : [
                  settings.fail,
                  problem(settings.fail, 'ServicoIndisponivel', 'Serviço indisponível.'),
                ];
          send(res, status, body);
        }, settings.delayMs);
        timers.add(timer);
      });
    },
  );

  /** POSTs `{ pix: [entry] }` to the key's webhook; the status it got, or why it did not. */
  async function notify(entry: Pix): Promise<number | 'dropped' | 'no webhook' | 'failed'> {
    const url = webhooks.get(entry.chave);
    if (!url) return 'no webhook';
    if (settings.dropNextWebhook) {
      settings = { ...settings, dropNextWebhook: false };
      return 'dropped';
    }
    const { chave: _chave, devolucoes, ...body } = entry;
    try {
      const response = await fetch(`${url.replace(/\/+$/, '')}/pix`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ pix: [devolucoes.length ? { ...body, devolucoes } : body] }),
        signal: AbortSignal.timeout(5000),
      });
      return response.status;
    } catch {
      return 'failed';
    }
  }

  await new Promise<void>((listening) => server.listen(options.port ?? 0, '127.0.0.1', listening));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    tokenPath,
    clientId,
    clientSecret,
    /** Trust anchor for the adapter (`tls.ca`) and the store's identity (`tls.cert`/`tls.key`). */
    caPem: ca.certPem,
    clientCertPem: clientCert.certPem,
    clientKeyPem: clientCert.keyPem,
    requests,
    webhooks,
    control: {
      /**
       * A payer pays `txid` (`amountCents`, the charge's amount by default): the pix is booked,
       * the charge CONCLUIDA when the amount is its own, and the webhook called.
       */
      async pay(
        txid: string,
        paid: { amountCents?: number; key?: string; payerMessage?: string } = {},
      ) {
        const cob = cobs.get(txid);
        const valor =
          paid.amountCents === undefined
            ? cob?.valor.original
            : (paid.amountCents / 100).toFixed(2);
        const chave = cob?.chave ?? paid.key;
        if (!valor || !chave)
          throw new Error(`pay: unknown txid ${txid} (give amountCents and key)`);
        const entry: Pix = {
          endToEndId: endToEndId('E'),
          txid,
          valor,
          chave,
          horario: new Date().toISOString(),
          ...(paid.payerMessage ? { infoPagador: paid.payerMessage } : {}),
          devolucoes: [],
        };
        pix.push(entry);
        if (cob && cob.valor.original === valor && cob.status === 'ATIVA') cob.status = 'CONCLUIDA';
        return { endToEndId: entry.endToEndId, webhook: await notify(entry) };
      },
      /** Settles every devolução in processing with `outcome`, and calls the webhook. */
      async settleRefunds(outcome: 'DEVOLVIDO' | 'NAO_REALIZADO', reason?: string) {
        const delivered: Array<number | string> = [];
        for (const entry of pix) {
          const pending = entry.devolucoes.filter((d) => d.status === 'EM_PROCESSAMENTO');
          for (const refund of pending) {
            refund.status = outcome;
            if (outcome === 'DEVOLVIDO') refund.horario.liquidacao = new Date().toISOString();
            else refund.motivo = reason ?? 'Devolução não realizada pelo PSP do pagador.';
          }
          if (pending.length) delivered.push(await notify(entry));
        }
        return delivered;
      },
      /** Whether the PSP holds the charge `txid` (a PSP started again holds none of before). */
      holds: (txid: string) => cobs.has(txid),
      dropNextWebhook: () => void (settings = { ...settings, dropNextWebhook: true }),
      delay: (delayMs: number) => void (settings = { ...settings, delayMs }),
      failWith: (status: number | null) => void (settings = { ...settings, fail: status }),
      /** Every token issued so far stops working (an expiry the client did not see coming). */
      revokeTokens: () => tokens.clear(),
      /** A client certificate from another CA, which the server must refuse. */
      async foreignClientCertificate() {
        const other = createCertificateAuthority('Another CA');
        return issueCertificate(other, clientId, 'client');
      },
      reset() {
        settings = { delayMs: 0, fail: null, dropNextWebhook: false };
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

export type PixPsp = Awaited<ReturnType<typeof startPixPsp>>;

function send(res: ServerResponse, status: number, body: unknown) {
  if (body === undefined) return void res.writeHead(status).end();
  const type =
    status >= 400 && (body as Problem).type ? 'application/problem+json' : 'application/json';
  res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}
