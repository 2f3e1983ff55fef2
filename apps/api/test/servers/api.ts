import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import type { App } from '../../src/app.ts';

/** The app on a real HTTP server on 127.0.0.1, as main.ts serves it; closed after the file. */
export async function serveApp(app: App) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
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
