import type { z } from 'zod';
import type { Logger } from '../../../logger.ts';
import { centsToAmount, toCharge, toRefund } from './convert.ts';
import {
  chargeSchema,
  problemSchema,
  REFUND_ID_PATTERN,
  refundSchema,
  TXID_PATTERN,
} from './schemas.ts';
import { createTokenSource } from './token.ts';
import { createTransport, type HttpRequest, type TlsIdentity } from './transport.ts';
import type {
  CreateChargeInput,
  PixApiFailure,
  PixApiResult,
  PixCharge,
  PixRefund,
  RefundInput,
} from './types.ts';

export const PIX_API_TIMEOUT_MS = 5000;

export type PixApiOptions = {
  /** The PSP's API base, e.g. https://pix.example.com/api/v2 (paths below are appended). */
  baseUrl: string;
  /** The token endpoint's path on the same host: PSP-specific, "/oauth/token" by default. */
  tokenPath?: string;
  clientId: string;
  /** Secret: sent in the token request's Basic header and nowhere else, never logged. */
  clientSecret: string;
  /** Scopes some PSPs require in the token request, space-separated ("cob.write cob.read …"). */
  scope?: string;
  tls: TlsIdentity;
  timeoutMs?: number;
  logger?: Logger;
  now?: () => number;
};

/**
 * The Banco Central's "API Pix" (bacen/pix-api openapi.yaml, 2.9.0) as a receiver uses it:
 * immediate charges (`PUT`/`GET /cob/{txid}`), the pix webhook (`PUT /webhook/{chave}`) and
 * devoluções (`PUT`/`GET /pix/{e2eid}/devolucao/{id}`), every call with the Bearer token of
 * token.ts, over mutual TLS. PUT with our own txid makes creating a charge safe to retry.
 */
export function createPixApiClient(options: PixApiOptions) {
  const timeoutMs = options.timeoutMs ?? PIX_API_TIMEOUT_MS;
  const transport = createTransport({ baseUrl: options.baseUrl, tls: options.tls, timeoutMs });
  const tokens = createTokenSource({
    send: transport.send,
    tokenPath: options.tokenPath ?? '/oauth/token',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ...(options.scope ? { scope: options.scope } : {}),
    now: options.now ?? Date.now,
  });

  /** One API call with the Bearer token; a 401 forgets the token and tries once more. */
  async function call<S extends z.ZodType>(
    operation: string,
    request: Omit<HttpRequest, 'headers'>,
    expected: number[],
    schema: S | null,
  ): Promise<PixApiResult<{ value: z.infer<S> }>> {
    const started = performance.now();
    let result: PixApiResult<{ value: z.infer<S> }> | null = null;
    for (let attempt = 0; attempt < 2 && !result; attempt += 1) {
      const token = await tokens.get();
      if (!token.ok) {
        result = token;
        break;
      }
      const answer = await transport.send({
        ...request,
        headers: {
          authorization: `Bearer ${token.token}`,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      if (answer.ok && answer.status === 401 && attempt === 0) {
        tokens.forget();
        continue;
      }
      result = answer.ok ? readAnswer(answer.status, answer.body, expected, schema) : answer;
    }
    const final = result ?? { ok: false, reason: 'refused', status: 401, detail: 'unauthorized' };
    const durationMs = Math.round(performance.now() - started);
    // Only the outcome: never a header, a body or the credentials.
    if (!final.ok) {
      const { reason, status, detail } = final;
      options.logger?.warn(
        { provider: 'pix-api', operation, reason, status, detail, durationMs },
        'pix api call failed',
      );
    } else {
      options.logger?.debug({ provider: 'pix-api', operation, durationMs }, 'pix api call');
    }
    return final;
  }

  return {
    timeoutMs,

    /**
     * "Testar conexão": asks the PSP for a new token over the mutual TLS (a cached one proves
     * nothing), so a refused certificate, refused credentials or a PSP down each show.
     */
    async checkConnection(): Promise<PixApiResult<object>> {
      tokens.forget();
      const token = await tokens.get();
      return token.ok ? { ok: true } : token;
    },

    async createCharge(input: CreateChargeInput): Promise<PixApiResult<{ charge: PixCharge }>> {
      if (!TXID_PATTERN.test(input.txid)) return invalid('txid must be 26–35 letters and digits');
      if (!isPositiveCents(input.amountCents))
        return invalid('amount must be positive whole cents');
      const body = {
        calendario: { expiracao: input.expiresInSeconds },
        ...(input.debtor ? { devedor: debtorBody(input.debtor) } : {}),
        valor: { original: centsToAmount(input.amountCents) },
        chave: input.key,
        ...(input.description ? { solicitacaoPagador: input.description.slice(0, 140) } : {}),
      };
      const path = `/cob/${input.txid}`;
      const result = await call(
        'createCharge',
        { method: 'PUT', path, body: JSON.stringify(body) },
        [200, 201],
        chargeSchema,
      );
      return result.ok ? { ok: true, charge: toCharge(result.value) } : result;
    },

    async readCharge(txid: string): Promise<PixApiResult<{ charge: PixCharge }>> {
      if (!TXID_PATTERN.test(txid)) return invalid('txid must be 26–35 letters and digits');
      const result = await call(
        'readCharge',
        { method: 'GET', path: `/cob/${txid}` },
        [200],
        chargeSchema,
      );
      return result.ok ? { ok: true, charge: toCharge(result.value) } : result;
    },

    async registerWebhook(key: string, url: string): Promise<PixApiResult<object>> {
      const body = JSON.stringify({ webhookUrl: url });
      const path = `/webhook/${encodeURIComponent(key)}`;
      const result = await call(
        'registerWebhook',
        { method: 'PUT', path, body },
        [200, 201, 204],
        null,
      );
      return result.ok ? { ok: true } : result;
    },

    async refund(input: RefundInput): Promise<PixApiResult<{ refund: PixRefund }>> {
      if (!REFUND_ID_PATTERN.test(input.refundId))
        return invalid('refund id must be 1–35 letters and digits');
      if (!isPositiveCents(input.amountCents))
        return invalid('amount must be positive whole cents');
      const body = {
        valor: centsToAmount(input.amountCents),
        ...(input.description ? { descricao: input.description.slice(0, 140) } : {}),
      };
      const path = refundPath(input.e2eid, input.refundId);
      const result = await call(
        'refund',
        { method: 'PUT', path, body: JSON.stringify(body) },
        [200, 201],
        refundSchema,
      );
      return result.ok ? { ok: true, refund: toRefund(result.value) } : result;
    },

    async readRefund(
      e2eid: string,
      refundId: string,
    ): Promise<PixApiResult<{ refund: PixRefund }>> {
      const path = refundPath(e2eid, refundId);
      const result = await call('readRefund', { method: 'GET', path }, [200], refundSchema);
      return result.ok ? { ok: true, refund: toRefund(result.value) } : result;
    },

    close: transport.close,
  };
}

export type PixApiClient = ReturnType<typeof createPixApiClient>;

function readAnswer<S extends z.ZodType>(
  status: number,
  body: unknown,
  expected: number[],
  schema: S | null,
): PixApiResult<{ value: z.infer<S> }> {
  if (expected.includes(status)) {
    if (!schema) return { ok: true, value: undefined as z.infer<S> };
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    return { ok: false, reason: 'unavailable', status, detail: 'malformed answer' };
  }
  const problem = problemSchema.safeParse(body);
  const described = problem.success
    ? `${problem.data.type}: ${problem.data.title}`
    : `HTTP ${status}`;
  const reason = status >= 500 || status === 429 ? 'unavailable' : 'refused';
  return {
    ok: false,
    reason,
    status,
    detail: described,
    ...(problem.success ? { problem: problem.data } : {}),
  };
}

function debtorBody(debtor: NonNullable<CreateChargeInput['debtor']>) {
  return debtor.cpf
    ? { cpf: debtor.cpf, nome: debtor.name }
    : { cnpj: debtor.cnpj, nome: debtor.name };
}

function refundPath(e2eid: string, refundId: string): string {
  return `/pix/${encodeURIComponent(e2eid)}/devolucao/${encodeURIComponent(refundId)}`;
}

function isPositiveCents(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents > 0;
}

function invalid(detail: string): PixApiFailure {
  return { ok: false, reason: 'refused', detail };
}
