import { serve } from '@hono/node-server';
import { announceWhenApiIsUp } from '@vitrine/server/announce';
import { exitAfterDrain } from '@vitrine/server/drain';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfficeServer } from './server/app.ts';
import { loadEnv } from './server/env.ts';
import { storeResolvers } from './server/stores.ts';

// `pnpm start`: serves the output of `vite build` in front of the API.
const env = loadEnv();
const clientDir = join(fileURLToPath(new URL('.', import.meta.url)), 'dist');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error('Construa o painel antes: pnpm --filter @vitrine/seller-office build');
  process.exit(1);
}

// What `/readyz` says: not ready once asked to stop, before the server stops taking requests.
const lifecycle = { draining: false };
const app = createOfficeServer({
  clientDir,
  apiUrl: env.API_URL,
  ...storeResolvers(env.API_URL, env.STORE_CACHE_MS),
  trustProxy: env.TRUST_PROXY,
  lifecycle,
  platformDomain: env.PLATFORM_DOMAIN,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  void announceWhenApiIsUp(env.API_URL, {
    waiting: `Painel ouvindo na porta ${info.port}; aguardando a API em ${env.API_URL}…`,
    ready: [
      `\nVitrine painel do vendedor no ar (API: ${env.API_URL}):`,
      `  Loja Aurora  http://localhost:${info.port}/vendedor`,
      `  Casa Ipê     http://ipe.localhost:${info.port}/vendedor`,
      `  Console da plataforma (operadores)  http://${env.PLATFORM_DOMAIN}:${info.port}/operador\n`,
    ],
    gaveUp: `A API em ${env.API_URL} não respondeu; o painel dará erro até ela subir.`,
  });
});

// SIGINT/SIGTERM: a replica stopped behind nginx finishes what it has (root README, "Black Friday").
exitAfterDrain(server as Server, lifecycle, env.SHUTDOWN_NOTICE_MS);
