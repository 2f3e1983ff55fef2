import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every error the API answers is `{ code, message }`: `code` a stable machine word for the
 * apps, `message` pt-BR text a person can read. `details` carries field issues when useful.
 */
export type ErrorBody = { code: string; message: string; details?: unknown };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Headers the answer carries (Retry-After of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new ApiError(400, code, message, details);
export const unauthorized = (message = 'Sessão inválida ou expirada. Entre novamente.') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Acesso negado.') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Não encontrado.', code = 'not_found') =>
  new ApiError(404, code, message);
export const conflict = (code: string, message: string, details?: unknown) =>
  new ApiError(409, code, message, details);
/** A 429 always says when to come back (RFC 9110 Retry-After, in seconds). */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
) =>
  new ApiError(429, 'too_many_requests', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
