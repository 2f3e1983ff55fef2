import type { FocusNfeDocument } from '@vitrine/domain/fiscal/focus-nfe';
import type { z } from 'zod';
import {
  createOutsideClient,
  type OutsideRequest,
  type OutsideResult,
} from '../../../lib/outside/client.ts';
import type { Logger } from '../../../logger.ts';
import {
  cancelSchema,
  companySchema,
  correctionSchema,
  hookSchema,
  noteSchema,
} from './schemas.ts';

export const FOCUS_NFE_PROVIDER = 'focus-nfe';

export type FocusNfeClientOptions = {
  /** Where the notes go: homologação's or produção's address, or a loopback's. */
  baseUrl: string;
  /** Where companies are registered: produção's address (Focus has no other), or a loopback's. */
  companiesUrl: string;
  timeoutMs: number;
  logger?: Logger;
};

/** HTTP Basic with the token as the user and an empty password (API v2 "Autenticação"). */
export function basicAuthorization(token: string): string {
  return `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
}

/**
 * Focus NFe API v2 as documented (FocusNFe/api-doc), one call per method, on the API's one
 * transport (src/lib/outside): answers read against schemas.ts, failures as OutsideFailure.
 * A client is one token's: its calls carry it, and it is a declared secret of the transport,
 * so a token Focus quotes back never reaches a log or a failure's detail.
 */
export function createFocusNfeClient(options: FocusNfeClientOptions, token: string) {
  const outside = createOutsideClient({
    provider: FOCUS_NFE_PROVIDER,
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    secrets: [token],
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const authorization = basicAuthorization(token);

  function call<S extends z.ZodType>(
    request: Omit<OutsideRequest, 'headers'>,
    status: number[],
    schema: S,
  ): Promise<OutsideResult<{ status: number; value: z.output<S> }>> {
    return outside.call({ ...request, headers: { authorization } }, { status, schema });
  }

  const notePath = (ref: string) => `/v2/nfe/${encodeURIComponent(ref)}`;

  return {
    /** 202 processando_autorizacao (201 with the result when the company issues synchronously). */
    issue: (ref: string, nfe: FocusNfeDocument) =>
      call(
        {
          operation: 'issueNfe',
          method: 'POST',
          path: `/v2/nfe?ref=${encodeURIComponent(ref)}`,
          json: nfe,
        },
        [200, 201, 202],
        noteSchema,
      ),
    status: (ref: string) =>
      call({ operation: 'readNfe', method: 'GET', path: notePath(ref) }, [200], noteSchema),
    cancel: (ref: string, justificativa: string) =>
      call(
        { operation: 'cancelNfe', method: 'DELETE', path: notePath(ref), json: { justificativa } },
        [200],
        cancelSchema,
      ),
    correct: (ref: string, correcao: string) =>
      call(
        {
          operation: 'correctNfe',
          method: 'POST',
          path: `${notePath(ref)}/carta_correcao`,
          json: { correcao },
        },
        [200, 201],
        correctionSchema,
      ),
    registerHook: (hook: { url: string; authorization: string; cnpj?: string }) =>
      call(
        {
          operation: 'registerHook',
          method: 'POST',
          path: '/v2/hooks',
          json: { event: 'nfe', ...hook },
        },
        [200, 201],
        hookSchema,
      ),
    /** The token's gatilhos, every company's. */
    listHooks: () =>
      call({ operation: 'listHooks', method: 'GET', path: '/v2/hooks' }, [200], hookSchema.array()),
    deleteHook: (id: string) =>
      call(
        { operation: 'deleteHook', method: 'DELETE', path: `/v2/hooks/${encodeURIComponent(id)}` },
        [200, 204],
        hookSchema.partial(),
      ),
  };
}

export type FocusNfeClient = ReturnType<typeof createFocusNfeClient>;

/**
 * POST /v2/empresas with the platform's token: the company's data and its A1 certificate in
 * base64 with its password — both declared secrets of this call's transport, and the request
 * body is never logged by it.
 */
export function registerFocusCompany(
  options: FocusNfeClientOptions,
  accountToken: string,
  company: Record<string, unknown> & {
    arquivo_certificado_base64: string;
    senha_certificado: string;
  },
) {
  const outside = createOutsideClient({
    provider: FOCUS_NFE_PROVIDER,
    baseUrl: options.companiesUrl,
    timeoutMs: options.timeoutMs,
    secrets: [accountToken, company.senha_certificado, company.arquivo_certificado_base64],
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return outside.call(
    {
      operation: 'registerCompany',
      method: 'POST',
      path: '/v2/empresas',
      headers: { authorization: basicAuthorization(accountToken) },
      json: company,
    },
    { status: [200, 201], schema: companySchema },
  );
}
