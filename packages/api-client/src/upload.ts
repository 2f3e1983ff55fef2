import { STORE_HEADER } from '@vitrine/contract/headers';
import type { z } from 'zod';
import type { ApiClient } from './client.ts';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors.ts';

export type UploadOptions = {
  /** Called as the file's bytes go out: 0 to 1 (the request body's share sent). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const INVALID = () => new ApiError(0, 'invalid_response', 'Resposta inesperada da loja.');

/**
 * POST {apiBase}/{path} with a multipart `form`, its 201 answer read through `schema`. Through
 * XMLHttpRequest, not ky: only it reports the upload's progress (fetch has no upload progress
 * events). The headers are the client's (bearer, store); failures are ApiErrors like every
 * other call's.
 */
export function sendUpload<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  form: FormData,
  schema: S,
  options: UploadOptions = {},
): Promise<z.output<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${client.options.apiBase.replace(/\/+$/, '')}/${path}`);
    const token = client.options.token?.();
    const storeId = client.options.storeId?.();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (storeId) xhr.setRequestHeader(STORE_HEADER, storeId);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        return reject(INVALID());
      }
      if (xhr.status === 201) {
        const parsed = schema.safeParse(body);
        options.onProgress?.(1);
        return parsed.success ? resolve(parsed.data) : reject(INVALID());
      }
      const error = body as { code?: unknown; message?: unknown; details?: unknown };
      reject(
        typeof error?.code === 'string'
          ? new ApiError(xhr.status, error.code, String(error.message ?? ''), error.details)
          : new ApiError(xhr.status, 'http_error', 'Erro inesperado. Tente novamente.'),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Envio cancelado.'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
