import { createReadableStreamFromReadable } from '@react-router/node';
import { newNonce } from '@vitrine/server/content-security-policy';
import { isbot } from 'isbot';
import { PassThrough } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleDataRequestFunction } from 'react-router';
import { redirectDocument, ServerRouter } from 'react-router';
import type { RootData } from './app/root-data.ts';
import { NOT_INDEXED_META, previewBarHtml, serverDocument } from './app/store-status.server.tsx';
import { pagePolicy } from './lib/content-security-policy.server.ts';
import { NOT_INDEXED, PRIVATE_PAGE_HEADER } from './lib/private-page.ts';
import { showsStatusPage } from './lib/store-gate.ts';
import { storeAccess } from './lib/store.server.ts';
import { insertAfterOpening } from './lib/insert-html.ts';
import { VISIT_BEACON_HTML } from './lib/visit-beacon.ts';

// React Router's own server entry (@react-router/dev's entry.server.node.tsx), plus the page's
// Content-Security-Policy: a new nonce per render, on the header and on every script React
// Router (hydration data, module entry, scroll restoration), React (streamed Suspense
// boundaries) and the tag manager's snippet write (README "Content-Security-Policy").
// Not under `pnpm dev`: Vite's HMR client and React Refresh write inline scripts of their own.

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const root = routerContext.staticHandlerContext.loaderData.root as RootData | undefined;
  const status = root?.store?.data.status;
  const notOpen = status !== undefined && status !== 'open' ? status : null;
  // A page the server makes whole in place of the route's (a status page, a suspended store's,
  // a refused preview link: app/store-status.server.tsx), with its own status and no script.
  const page = root?.serverPage;
  if (notOpen || page) {
    // Every page of a store that is not open, and every page the server makes whole: one
    // visitor's, never indexed (lib/private-page.ts).
    responseHeaders.set(PRIVATE_PAGE_HEADER, '1');
    for (const [name, value] of Object.entries(NOT_INDEXED)) responseHeaders.set(name, value);
  }
  if (page) {
    // The root route's stylesheets: the app's own and the shell's.
    const stylesheets = routerContext.manifest.routes.root?.css ?? [];
    const html = serverDocument(page, { stylesheets, theme: root.theme });
    // Its own headers: a suspended store's Retry-After.
    for (const [name, value] of Object.entries(page.headers ?? {})) {
      responseHeaders.set(name, value);
    }
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    if (!import.meta.env.DEV) {
      responseHeaders.set('Content-Security-Policy', pagePolicy(root, newNonce(), '/'));
    }
    const head = request.method.toUpperCase() === 'HEAD';
    return new Response(head ? null : html, { status: page.status, headers: responseHeaders });
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // What a page carries around what React renders: an open store's, the visit beacon
  // (lib/visit-beacon.ts); a store that is not open's, its head's noindex and the seller's
  // preview bar (the seller's own looks are no visits).
  const marks = notOpen
    ? {
        head: NOT_INDEXED_META,
        body: root?.preview ? previewBarHtml(notOpen) : '',
      }
    : root?.store
      ? { head: '', body: VISIT_BEACON_HTML }
      : null;
  const nonce = import.meta.env.DEV ? undefined : newNonce();
  if (nonce) {
    const root = routerContext.staticHandlerContext.loaderData.root;
    responseHeaders.set(
      'Content-Security-Policy',
      pagePolicy(root, nonce, new URL(request.url).pathname),
    );
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Bots wait for the whole page; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A boundary already rendered goes out in place, however far down the page: React
        // otherwise streams one past its first 12,800 bytes into a hidden <div> that only the
        // script reveals, and the sign-in forms (lazyRendered) must show and post without it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          const stream = marks ? body.pipe(insertAfterOpening(marks)) : body;
          resolve(
            new Response(createReadableStreamFromReadable(stream), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A client navigation's data (`.data`) of a store that is not open: as private as its pages,
 * not indexed either, and for a page the store does not answer (a suspended store's: every
 * page), a new document load of it instead (its status page is the server's, made whole:
 * app/store-status.server.tsx).
 */
export const handleDataRequest: HandleDataRequestFunction = async (
  response,
  { request, context },
) => {
  const url = new URL(request.url);
  const access = await storeAccess({ request, context }).catch(() => null);
  if (!access) return response;
  const { data, suspended } = access.store;
  if (data.status === 'open' && !suspended) return response;
  const path = url.pathname.replace(/(\/_root|\/_)?\.data$/, '') || '/';
  if (suspended || showsStatusPage(data.status, access.preview, path)) {
    url.pathname = path;
    url.searchParams.delete('_routes');
    return redirectDocument(`${url.pathname}${url.search}`, {
      headers: { [PRIVATE_PAGE_HEADER]: '1', ...NOT_INDEXED },
    });
  }
  response.headers.set(PRIVATE_PAGE_HEADER, '1');
  for (const [name, value] of Object.entries(NOT_INDEXED)) response.headers.set(name, value);
  return response;
};
