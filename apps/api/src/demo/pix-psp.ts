import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { parseJsonOrUndefined, readBody } from './http-body.ts';
import { createCertificateAuthority, issueCertificate } from './pix-psp-certs.ts';
import {
  type Cob,
  cobAnswer,
  cobViolations,
  endToEndId,
  isAmount,
  isTxid,
  newCob,
  type Pix,
  type Problem,
  problem,
  type Refund,
  type Violation,
  sumCents,
} from './pix-psp-ledger.ts';

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
export type RecordedPixRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The client certificate's subject CN, when one was presented. */
  clientCertificate?: string;
};

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

export async function startPixPsp(options: PixPspOptions = {}) {
  const clientId = options.clientId ?? 'vitrine-loja';
  const clientSecret = options.clientSecret ?? randomBytes(18).toString('base64url');
  const tokenPath = options.tokenPath ?? '/oauth/token';
  const receiver = options.receiver ?? { name: 'Loja Vitrine', city: 'Sao Paulo' };
  const ca = createCertificateAuthority('Vitrine loopback PSP CA');
  const serverCert = issueCertificate(ca, '127.0.0.1', 'server');
  const clientCert = issueCertificate(ca, clientId, 'client');

  let settings: Settings = { delayMs: 0, fail: null, dropNextWebhook: false };
  const tokens = new Set<string>();
  const cobs = new Map<string, Cob>();
  const pix: Pix[] = [];
  const webhooks = new Map<string, string>();
  const requests: RecordedPixRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let nextLoc = 1;

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
          const [status, body] = respond(record);
          send(res, status, body);
        }, settings.delayMs);
        timers.add(timer);
      });
    },
  );

  function respond(record: RecordedPixRequest): [number, unknown] {
    if (settings.fail !== null) {
      return [
        settings.fail,
        problem(settings.fail, 'ServicoIndisponivel', 'Serviço indisponível.'),
      ];
    }
    if (record.method === 'POST' && record.path === tokenPath) return token(record);
    const bearer = /^Bearer (.+)$/.exec(record.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return [
        401,
        problem(401, 'AcessoNegado', 'Não autorizado.', 'Token ausente, inválido ou expirado.'),
      ];
    }
    const body = parseJsonOrUndefined(record.rawBody);
    const [path = ''] = record.path.split('?');
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] === 'cob' && parts.length === 2) {
      if (record.method === 'PUT')
        return putCob(parts[1]!, body, record.headers.host ?? '127.0.0.1');
      if (record.method === 'GET') return getCob(parts[1]!);
    }
    if (parts[0] === 'webhook' && parts.length === 2 && record.method === 'PUT')
      return putWebhook(parts[1]!, body);
    if (parts[0] === 'pix' && parts[2] === 'devolucao' && parts.length === 4) {
      if (record.method === 'PUT') return putRefund(parts[1]!, parts[3]!, body);
      if (record.method === 'GET') return getRefund(parts[1]!, parts[3]!);
    }
    return [404, problem(404, 'NaoEncontrado', 'Não encontrado.')];
  }

  function token(record: RecordedPixRequest): [number, unknown] {
    const basic = /^Basic (.+)$/.exec(record.headers.authorization ?? '')?.[1] ?? '';
    const [id, ...secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    const form = new URLSearchParams(record.rawBody);
    if (!record.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return [400, { error: 'invalid_request' }];
    }
    if (form.get('grant_type') !== 'client_credentials')
      return [400, { error: 'unsupported_grant_type' }];
    if (id !== clientId || secret.join(':') !== clientSecret)
      return [401, { error: 'invalid_client' }];
    const accessToken = randomBytes(24).toString('base64url');
    tokens.add(accessToken);
    return [
      200,
      {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: options.tokenLifetimeSeconds ?? 3600,
        scope: 'cob.write cob.read pix.write pix.read webhook.write webhook.read',
      },
    ];
  }

  function putCob(txid: string, body: unknown, host: string): [number, unknown] {
    if (!isTxid(txid)) {
      return invalidCob(undefined, [
        { propriedade: 'cob.txid', razao: 'O txid não respeita o _schema_.' },
      ]);
    }
    const violations = cobViolations(body);
    if (violations.length) {
      return invalidCob(
        'A requisição que busca criar uma cobrança não respeita o _schema_.',
        violations,
      );
    }
    const existing = cobs.get(txid);
    if (existing) {
      // Idempotent per txid: the same PUT answers the same charge; a different one is refused.
      if (existing.request === JSON.stringify(body)) return [201, cobAnswer(existing, [])];
      return invalidCob('O txid informado já foi utilizado em outra cobrança.');
    }
    const cob = newCob(txid, body as Record<string, unknown>, nextLoc++, host, receiver);
    cobs.set(txid, cob);
    return [201, cobAnswer(cob, [])];
  }

  function getCob(txid: string): [number, unknown] {
    const cob = cobs.get(txid);
    if (!cob) return [404, problem(404, 'CobNaoEncontrado', 'Cobrança não encontrada.')];
    return [200, cobAnswer(cob, pix)];
  }

  function putWebhook(key: string, body: unknown): [number, unknown] {
    const url = (body as { webhookUrl?: unknown } | undefined)?.webhookUrl;
    if (typeof url !== 'string' || !URL.canParse(url)) {
      return [
        400,
        problem(400, 'WebhookOperacaoInvalida', 'Webhook inválido.', undefined, [
          { propriedade: 'webhookUrl', razao: 'O campo webhookUrl não respeita o _schema_.' },
        ]),
      ];
    }
    webhooks.set(key, url);
    return [200, undefined];
  }

  function putRefund(e2eid: string, id: string, body: unknown): [number, unknown] {
    const paid = pix.find((p) => p.endToEndId === e2eid);
    if (!paid) return [404, problem(404, 'PixNaoEncontrado', 'Pix não encontrado.')];
    const valor = (body as { valor?: unknown } | undefined)?.valor;
    const descricao = (body as { descricao?: unknown } | undefined)?.descricao;
    if (!isAmount(valor) || !/^[a-zA-Z0-9]{1,35}$/.test(id)) {
      return [
        400,
        problem(400, 'DevolucaoOperacaoInvalida', 'Devolução inválida.', undefined, [
          { propriedade: 'valor', razao: 'O campo valor não respeita o _schema_.' },
        ]),
      ];
    }
    const existing = paid.devolucoes.find((d) => d.id === id);
    if (existing) return [201, existing];
    const refunded = sumCents(
      paid.devolucoes.filter((d) => d.status !== 'NAO_REALIZADO').map((d) => d.valor),
    );
    if (refunded + sumCents([valor]) > sumCents([paid.valor])) {
      return [
        400,
        problem(
          400,
          'DevolucaoOperacaoInvalida',
          'Devolução inválida.',
          'A soma das devoluções ultrapassa o valor do Pix.',
        ),
      ];
    }
    const refund: Refund = {
      id,
      rtrId: endToEndId('D'),
      valor,
      horario: { solicitacao: new Date().toISOString() },
      status: 'EM_PROCESSAMENTO',
      ...(typeof descricao === 'string' ? { descricao } : {}),
    };
    paid.devolucoes.push(refund);
    return [201, refund];
  }

  function getRefund(e2eid: string, id: string): [number, unknown] {
    const refund = pix.find((p) => p.endToEndId === e2eid)?.devolucoes.find((d) => d.id === id);
    if (!refund) return [404, problem(404, 'DevolucaoNaoEncontrada', 'Devolução não encontrada.')];
    return [200, refund];
  }

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

function invalidCob(detail?: string, violations?: Violation[]): [number, Problem] {
  return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', detail, violations)];
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (body === undefined) return void res.writeHead(status).end();
  const type =
    status >= 400 && (body as Problem).type ? 'application/problem+json' : 'application/json';
  res.writeHead(status, { 'content-type': type }).end(JSON.stringify(body));
}
