import ky, { type KyInstance } from 'ky';
import { STORE_HEADER } from '@vitrine/contract/headers';
import type { z } from 'zod';
import { ApiError, toApiError } from './errors.ts';
import type { QueryApi } from './query-api.ts';

export { STORE_HEADER };

export type ApiClientOptions = {
  /** The commerce API's base URL (spec §7 `{apiBase}`). */
  apiBase: string;
  /** The auth service's base URL (spec §7 `{auth service}`); defaults to apiBase. */
  authBase?: string;
  /** The current store id, sent as X-Store-Id on every call (spec §6). */
  storeId?: () => string | undefined;
  /** The current bearer token (customer or seller), read per request. */
  token?: () => string | undefined;
  /** Another fetch (tests pass the app's `request`; SSR passes one with forwarded headers). */
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/**
 * The client is its own QueryApi (query-api.ts): any query's options take it as they are, its
 * store read per call like the header, and `client()` is itself, already loaded.
 */
export type ApiClient = QueryApi & {
  api: KyInstance;
  auth: KyInstance;
  options: ApiClientOptions;
};

/** The one client both apps use. Errors surface as ApiError (see errors.ts). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const make = (prefix: string) =>
    ky.create({
      prefix,
      timeout: options.timeoutMs ?? 15_000,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [
          ({ request }) => {
            const token = options.token?.();
            const storeId = options.storeId?.();
            if (token && !request.headers.has('Authorization')) {
              request.headers.set('Authorization', `Bearer ${token}`);
            }
            if (storeId && !request.headers.has(STORE_HEADER)) {
              request.headers.set(STORE_HEADER, storeId);
            }
          },
        ],
      },
    });
  const client: ApiClient = {
    api: make(options.apiBase),
    auth: make(options.authBase ?? options.apiBase),
    options,
    get storeId() {
      return options.storeId?.();
    },
    client: async () => client,
  };
  return client;
}

/**
 * Reads a JSON answer through its contract schema and maps every failure to ApiError, so
 * callers and TanStack Query see one error type.
 */
export async function parse<S extends z.ZodType>(
  schema: S,
  request: Promise<unknown> | { json: () => Promise<unknown> },
): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = 'json' in request ? await request.json() : await request;
  } catch (error) {
    throw toApiError(error);
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ApiError(
      0,
      'invalid_response',
      'A resposta da loja veio num formato inesperado.',
      result.error.issues,
    );
  }
  return result.data;
}
