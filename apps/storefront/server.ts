import { serve } from '@hono/node-server';
import { announceWhenApiIsUp } from '@vitrine/server/announce';
import { exitAfterDrain } from '@vitrine/server/drain';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadEnv } from './src/lib/env.server.ts';
import { createStorefrontServer } from './server/app.ts';
import { primaryHostForHost, storeIdForHost } from './src/lib/store.server.ts';

// `pnpm start`: serves the output of `react-router build` in front of the API.
const env = loadEnv();
const buildDir = join(fileURLToPath(new URL('.', import.meta.url)), 'build');
const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;

// What `/readyz` says: not ready once asked to stop, before the server stops taking requests.
const lifecycle = { draining: false };
const app = createStorefrontServer({
  build,
  clientDir: join(buildDir, 'client'),
  apiUrl: env.API_URL,
  storeIdFor: storeIdForHost,
  primaryHostFor: primaryHostForHost,
  trustProxy: env.TRUST_PROXY,
  lifecycle,
  mode: 'production',
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  void announceWhenApiIsUp(env.API_URL, {
    waiting: `Loja ouvindo na porta ${info.port}; aguardando a API em ${env.API_URL}…`,
    ready: [
      `\nVitrine loja no ar (API: ${env.API_URL}):`,
      `  Loja Aurora  http://localhost:${info.port}`,
      `  Casa Ipê     http://ipe.localhost:${info.port}`,
      `  Crie sua loja http://${env.PLATFORM_DOMAIN}:${info.port}/crie-sua-loja\n`,
    ],
    gaveUp: `A API em ${env.API_URL} não respondeu; as páginas darão erro até ela subir.`,
  });
});

// SIGINT/SIGTERM: a replica stopped behind nginx finishes what it has (root README, "Black Friday").
exitAfterDrain(server as Server, lifecycle, env.SHUTDOWN_NOTICE_MS);
