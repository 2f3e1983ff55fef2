import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadEnv } from './src/lib/env.server.ts';
import { createStorefrontServer } from './server/app.ts';
import { storeIdForHost } from './src/lib/store.server.ts';

// `pnpm start`: serves the output of `react-router build` in front of the API.
const env = loadEnv();
const buildDir = join(fileURLToPath(new URL('.', import.meta.url)), 'build');
const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;

const app = createStorefrontServer({
  build,
  clientDir: join(buildDir, 'client'),
  apiUrl: env.API_URL,
  storeIdFor: storeIdForHost,
  trustProxy: env.TRUST_PROXY,
  mode: 'production',
});

/** On a first start the API is still migrating and seeding: say so, then print the stores. */
async function announce(port: number) {
  const probe = `${env.API_URL}/stores/by-host?host=localhost`;
  for (let waited = 0; waited < 180; waited += 1) {
    const up = await fetch(probe).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      console.log(`\nVitrine loja no ar (API: ${env.API_URL}):`);
      console.log(`  Loja Aurora  http://localhost:${port}`);
      console.log(`  Casa Ipê     http://ipe.localhost:${port}\n`);
      return;
    }
    if (waited === 0)
      console.log(`Loja ouvindo na porta ${port}; aguardando a API em ${env.API_URL}…`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.error(`A API em ${env.API_URL} não respondeu; as páginas darão erro até ela subir.`);
}

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  void announce(info.port);
});

/**
 * SIGTERM (a replica stopped behind nginx, README "Black Friday"): stop taking connections, let
 * the requests in flight finish, then exit. Answers from now on say `Connection: close`, so the
 * proxy sends its next request to another replica; idle keep-alive connections are left for
 * the proxy to close (its keepalive_timeout is shorter than Node's 5 s), since closing one here
 * races a request it may be writing on it — http.Server's close would, so net.Server's is used.
 * After DRAIN_MS whatever is left is cut. (apps/api/src/main.ts drains the same way.)
 */
const DRAIN_MS = 10_000;
let closing = false;
function drainAndExit() {
  if (closing) return;
  closing = true;
  const http = server as Server;
  http.prependListener('request', (_request, response) => {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  });
  NetServer.prototype.close.call(http, () => process.exit(0));
  setTimeout(() => {
    http.closeAllConnections();
    process.exit(0);
  }, DRAIN_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, drainAndExit);
