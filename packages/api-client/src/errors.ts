import { HTTPError, isNetworkError, isTimeoutError } from 'ky';

/**
 * Every failure a caller sees is an ApiError with a stable `code`: the API's own
 * `{ code, message }` for HTTP errors, `network_error` when the server could not be reached,
 * `invalid_response` when the answer did not match the contract. `message` is pt-BR.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com a loja. Verifique sua conexão.';

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    const data = error.data as { code?: unknown; message?: unknown; details?: unknown } | undefined;
    if (data && typeof data === 'object' && typeof data.code === 'string') {
      return new ApiError(
        error.response.status,
        data.code,
        typeof data.message === 'string' ? data.message : 'Erro inesperado.',
        data.details,
      );
    }
    return new ApiError(error.response.status, 'http_error', 'Erro inesperado. Tente novamente.');
  }
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError) {
    return new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  return new ApiError(0, 'unknown_error', 'Erro inesperado. Tente novamente.');
}

/** A typed result for flows that branch on failure instead of throwing (spec §4, §8). */
export type Result<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export async function asResult<T>(promise: Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}
