import { serve } from '@hono/node-server';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll } from 'vitest';
import type { App } from '../../src/app.ts';

/**
 * The app on a real HTTP server on 127.0.0.1 (`port`, or a free one), as main.ts serves it;
 * closed after the file.
 */
export async function serveApp(app: App, port = 0) {
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise((listening) => server.once('listening', listening));
  afterAll(
    () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A port nothing listens on now, for a server whose URL must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}
