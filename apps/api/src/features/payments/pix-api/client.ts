import type { z } from 'zod';
import {
  createOutsideClient,
  type OutsideRequest,
  type TlsIdentity,
} from '../../../lib/outside/client.ts';
import { outsideFailure } from '../../../lib/outside/failure.ts';
import type { Logger } from '../../../logger.ts';
import { centsToAmount, toCharge, toRefund } from './convert.ts';
import { chargeSchema, REFUND_ID_PATTERN, refundSchema, TXID_PATTERN } from './schemas.ts';
import { createTokenSource } from './token.ts';
import type {
  CreateChargeInput,
  PixApiFailure,
  PixApiResult,
  PixCharge,
  PixRefund,
  RefundInput,
} from './types.ts';

export const PIX_API_TIMEOUT_MS = 5000;

export type { TlsIdentity };

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
  // Over mutual TLS with the store's certificate, on a keep-alive pool of this client's own: its
  // connections (and the token below) are reused for as long as the store's settings stand.
  const outside = createOutsideClient({
    provider: 'pix-api',
    baseUrl: options.baseUrl,
    timeoutMs,
    tls: options.tls,
    secrets: [options.clientSecret],
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const tokens = createTokenSource({
    outside,
    tokenPath: options.tokenPath ?? '/oauth/token',
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    ...(options.scope ? { scope: options.scope } : {}),
    now: options.now ?? Date.now,
  });

  /** One API call with the Bearer token; a 401 forgets the token and tries once more. */
  async function call<S extends z.ZodType>(
    request: Omit<OutsideRequest, 'headers'>,
    expected: number[],
    schema?: S,
  ): Promise<PixApiResult<{ value: z.output<S> }>> {
    for (let attempt = 0; ; attempt += 1) {
      const token = await tokens.get();
      if (!token.ok) return token;
      const answer = await outside.call(
        { ...request, headers: { authorization: `Bearer ${token.token}` } },
        { status: expected, ...(schema ? { schema } : {}) },
      );
      if (!answer.ok && answer.kind === 'refused' && answer.status === 401 && attempt === 0) {
        tokens.forget();
        continue;
      }
      return answer;
    }
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
        { operation: 'createCharge', method: 'PUT', path, json: body },
        [200, 201],
        chargeSchema,
      );
      return result.ok ? { ok: true, charge: toCharge(result.value) } : result;
    },

    async readCharge(txid: string): Promise<PixApiResult<{ charge: PixCharge }>> {
      if (!TXID_PATTERN.test(txid)) return invalid('txid must be 26–35 letters and digits');
      const result = await call(
        { operation: 'readCharge', method: 'GET', path: `/cob/${txid}` },
        [200],
        chargeSchema,
      );
      return result.ok ? { ok: true, charge: toCharge(result.value) } : result;
    },

    async registerWebhook(key: string, url: string): Promise<PixApiResult<object>> {
      const path = `/webhook/${encodeURIComponent(key)}`;
      const result = await call(
        { operation: 'registerWebhook', method: 'PUT', path, json: { webhookUrl: url } },
        [200, 201, 204],
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
        { operation: 'refund', method: 'PUT', path, json: body },
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
      const result = await call(
        { operation: 'readRefund', method: 'GET', path },
        [200],
        refundSchema,
      );
      return result.ok ? { ok: true, refund: toRefund(result.value) } : result;
    },

    close: outside.close,
  };
}

export type PixApiClient = ReturnType<typeof createPixApiClient>;

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
  return outsideFailure('pix-api', 'refused', detail);
}
