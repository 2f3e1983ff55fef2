import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Lifecycle } from './health.ts';
import { flushTracing } from './tracing.ts';

/** Past this, whatever a stopping server still holds is cut. */
export const DRAIN_MS = 10_000;

/**
 * Stops taking connections and lets every request in flight finish: a replica stopped behind a
 * load balancer (root README, "Black Friday") loses none. Answers from now on say
 * `Connection: close`, so the proxy sends its next request to another replica. net.Server's
 * close, not http.Server's: the latter also drops idle keep-alive connections at once, racing a
 * request the proxy may be writing on one right then (a POST it would not retry). The proxy
 * closes its idle ones itself (nginx's upstream keepalive_timeout is shorter than Node's 5 s).
 * After DRAIN_MS whatever is left is cut.
 */
export function drain(http: Server): Promise<void> {
  return new Promise((done) => {
    http.prependListener('request', (_request, response) => {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    });
    NetServer.prototype.close.call(http, () => done());
    setTimeout(() => {
      http.closeAllConnections();
      done();
    }, DRAIN_MS).unref();
  });
}

/**
 * Marks the process draining (`/readyz` answers 503 from then on: health.ts), keeps serving
 * `noticeMs` so the load balancer sees it and routes nothing new here, then drains `http`.
 */
export async function drainWithNotice(http: Server, lifecycle: Lifecycle, noticeMs = 0) {
  lifecycle.draining = true;
  if (noticeMs > 0) await new Promise((later) => setTimeout(later, noticeMs));
  await drain(http);
}

/** On SIGINT or SIGTERM (Ctrl-C, a replica stopped): drainWithNotice, the last spans sent, exit. */
export function exitAfterDrain(
  http: Server,
  lifecycle: Lifecycle = { draining: false },
  noticeMs = 0,
) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void drainWithNotice(http, lifecycle, noticeMs)
      .then(flushTracing)
      .then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
