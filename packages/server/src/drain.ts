import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

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

/** On SIGINT or SIGTERM (Ctrl-C, a replica stopped): drain `http`, then exit. */
export function exitAfterDrain(http: Server) {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    void drain(http).then(() => process.exit(0));
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
