import { createReadableStreamFromReadable } from '@react-router/node';
import { newNonce } from '@vitrine/server/content-security-policy';
import { isbot } from 'isbot';
import { PassThrough } from 'node:stream';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { pagePolicy } from './lib/content-security-policy.server.ts';

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
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
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
          resolve(
            new Response(createReadableStreamFromReadable(body), {
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
