import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { parseJsonOrUndefined } from './http-body.ts';
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
  sumCents,
  type Violation,
} from './pix-psp-ledger.ts';

// The loopback PSP's API Pix routes (pix-psp.ts serves them over mutual TLS): the token
// endpoint, cob, webhook and devolução, over the books every route shares.

export type RecordedPixRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The client certificate's subject CN, when one was presented. */
  clientCertificate?: string;
};

export type PixPspBook = {
  clientId: string;
  clientSecret: string;
  tokenPath: string;
  tokenLifetimeSeconds: number;
  receiver: { name: string; city: string };
  tokens: Set<string>;
  cobs: Map<string, Cob>;
  pix: Pix[];
  webhooks: Map<string, string>;
  nextLoc: number;
};

/** The answer (status, body) to one request; the body undefined for an empty 200. */
export function createPixPspApi(
  book: PixPspBook,
): (record: RecordedPixRequest) => [number, unknown] {
  const { tokens, cobs, pix, webhooks, receiver, clientId, clientSecret, tokenPath } = book;

  function respond(record: RecordedPixRequest): [number, unknown] {
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
        expires_in: book.tokenLifetimeSeconds,
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
    const cob = newCob(txid, body as Record<string, unknown>, book.nextLoc++, host, receiver);
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

  return respond;
}

function invalidCob(detail?: string, violations?: Violation[]): [number, Problem] {
  return [400, problem(400, 'CobOperacaoInvalida', 'Cobrança inválida.', detail, violations)];
}
