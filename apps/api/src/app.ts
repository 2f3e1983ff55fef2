import { trace } from '@opentelemetry/api';
import { CATALOG_IMPORT_MAX_BYTES } from '@vitrine/contract/catalog-import';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { matchedRoutes } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { createRouter, STORE_HEADER, type AppDeps } from './http/context.ts';
import { ApiError, type ErrorBody } from './http/errors.ts';
import { isQueryCanceled } from './lib/pg-errors.ts';
import { registerHealthRoutes } from './http/health.ts';
import { CATALOG_IMPORT_PATH } from './features/catalog-csv/import-routes.ts';
import { FREIGHT_TABLE_MAX_BYTES, FREIGHT_TABLE_PATH } from './features/freight/settings-routes.ts';
import { features } from './features.ts';
import { IMAGE_UPLOAD_PATH } from './features/images/upload-routes.ts';
import { httpRequests } from './lib/metrics.ts';

const MAX_BODY_BYTES = 256 * 1024;

/** Builds the whole API without opening a port: tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const app = createRouter();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    const started = performance.now();
    await next();
    const seconds = (performance.now() - started) / 1000;
    const { method } = c.req;
    const { status } = c.res;
    const route = routeOf(c);
    httpRequests.observe({ method, route, status }, seconds);
    // The request's server span (traces on: @vitrine/server/tracing.ts) named by its route.
    trace.getActiveSpan()?.setAttribute('http.route', route).updateName(`${method} ${route}`);
    deps.logger.info(
      {
        requestId: c.get('requestId'),
        method,
        path: c.req.path,
        status,
        ms: Math.round(seconds * 1000),
      },
      'request',
    );
  });
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  // An answer to a request that carries credentials is that account's: no cache may keep it or
  // hand it to anyone else, whatever the route set (errors included).
  app.use('*', async (c, next) => {
    await next();
    if (c.req.header('authorization')) c.header('Cache-Control', 'private, no-store');
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (deps.config.CORS_ORIGINS.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Authorization', STORE_HEADER, 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      credentials: true,
      maxAge: 600,
    }),
  );
  const tooLarge = (message: string) => (c: Context) =>
    // The rest of the body is never read: the connection cannot carry another request, so
    // say so (Connection: close) instead of keeping it alive and resetting it on the next one.
    c.json<ErrorBody>({ code: 'payload_too_large', message }, 413, { Connection: 'close' });
  const defaultLimit = sizeLimit(MAX_BODY_BYTES, tooLarge('O conteúdo enviado é grande demais.'));
  // A catalog spreadsheet is allowed to be large (features/catalog-csv).
  const spreadsheetLimit = sizeLimit(
    CATALOG_IMPORT_MAX_BYTES,
    tooLarge('A planilha passa de 10 MB. Divida-a em arquivos menores.'),
  );
  // A freight table (JSON or VTEX's sheet) holds up to 5000 rows.
  const freightTableLimit = sizeLimit(
    FREIGHT_TABLE_MAX_BYTES,
    tooLarge('A tabela de frete passa de 2 MB.'),
  );
  app.use('*', (c, next) => {
    if (c.req.path.startsWith(FREIGHT_TABLE_PATH)) return freightTableLimit(c, next);
    if (c.req.method !== 'POST') return defaultLimit(c, next);
    // An image upload has its own limit (10 MB), checked after the seller's session.
    if (c.req.path === IMAGE_UPLOAD_PATH) return next();
    if (c.req.path === CATALOG_IMPORT_PATH) return spreadsheetLimit(c, next);
    return defaultLimit(c, next);
  });

  // The probes (liveness, readiness: the database, its migrations, the job queue).
  registerHealthRoutes(app, deps);
  for (const register of features) register(app, deps);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Vitrine API',
      version: '0.1.0',
      description:
        'API de comércio da Vitrine: lojas, catálogo, carrinho, contas, checkout e vendas.',
    },
  });

  app.notFound((c) =>
    c.json<ErrorBody>({ code: 'not_found', message: 'Recurso não encontrado.' }, 404),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return c.json(error.toBody(), error.status, error.headers);
    if (error instanceof HTTPException) {
      // Hono's validators throw this for unreadable bodies (malformed JSON, wrong content type).
      const status = error.status;
      const body: ErrorBody =
        status === 400
          ? { code: 'invalid_body', message: 'O corpo da requisição não é um JSON válido.' }
          : { code: 'http_error', message: 'Não foi possível atender a esta requisição.' };
      return c.json(body, status);
    }
    // A statement past DB_STATEMENT_TIMEOUT_MS: the database is busy, not the request wrong.
    if (isQueryCanceled(error)) {
      deps.logger.warn({ err: error, requestId: c.get('requestId') }, 'statement timed out');
      return c.json<ErrorBody>(
        {
          code: 'database_timeout',
          message: 'A loja demorou demais para responder. Tente de novo em instantes.',
        },
        503,
        { 'Retry-After': '5' },
      );
    }
    deps.logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json<ErrorBody>(
      { code: 'internal_error', message: 'Erro interno. Tente novamente em instantes.' },
      500,
    );
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * The route a request matched, as registered (`/stores/{storeId}/products/{slug}` is
 * `/stores/:storeId/products/:slug`): a metric's label with as many values as there are
 * routes, never one per product. Middleware (`use`, method ALL) is not a route; a request no
 * route matched is `unmatched`.
 */
function routeOf(c: Context): string {
  const route = matchedRoutes(c).findLast((matched) => matched.method !== 'ALL');
  return route?.path ?? 'unmatched';
}

/**
 * hono's bodyLimit, decided from the headers when they decide it. bodyLimit first asks for
 * `c.req.raw.body`, which makes @hono/node-server build a whole web Request, with a stream of
 * the body, for every request (a GET included) — work a JSON route then does not need, as it
 * reads the body straight from the socket. Off a socket, HTTP/1.1 framing settles it: a request
 * with neither Content-Length nor Transfer-Encoding has no body, and Node's parser never reads
 * past a Content-Length, so only a chunked body is counted as it streams (bodyLimit). A request
 * made in-process (app.request: tests) always goes through bodyLimit.
 */
function sizeLimit(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const counted = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const fromSocket = (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
    if (!fromSocket || c.req.header('transfer-encoding') !== undefined) return counted(c, next);
    const length = c.req.header('content-length');
    if (length === undefined) return next();
    return Number.parseInt(length, 10) > maxSize ? Promise.resolve(onError(c)) : next();
  };
}
