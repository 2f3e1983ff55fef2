import { serve } from '@hono/node-server';
import { exitAfterDrain } from '@vitrine/server/drain';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfficeServer } from './server/app.ts';
import { loadEnv } from './server/env.ts';
import { storeResolver } from './server/stores.ts';

// `pnpm start`: serves the output of `vite build` in front of the API.
const env = loadEnv();
const clientDir = join(fileURLToPath(new URL('.', import.meta.url)), 'dist');
if (!existsSync(join(clientDir, 'index.html'))) {
  console.error('Construa o painel antes: pnpm --filter @vitrine/seller-office build');
  process.exit(1);
}

const app = createOfficeServer({
  clientDir,
  apiUrl: env.API_URL,
  storeIdFor: storeResolver(env.API_URL, env.STORE_CACHE_MS),
  trustProxy: env.TRUST_PROXY,
});

/** On a first start the API is still migrating and seeding: wait for it, then print the URLs. */
async function announce(port: number) {
  const probe = `${env.API_URL}/stores/by-host?host=localhost`;
  for (let waited = 0; waited < 180; waited += 1) {
    const up = await fetch(probe).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      console.log(`\nVitrine painel do vendedor no ar (API: ${env.API_URL}):`);
      console.log(`  Loja Aurora  http://localhost:${port}/vendedor`);
      console.log(`  Casa Ipê     http://ipe.localhost:${port}/vendedor\n`);
      return;
    }
    if (waited === 0)
      console.log(`Painel ouvindo na porta ${port}; aguardando a API em ${env.API_URL}…`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  console.error(`A API em ${env.API_URL} não respondeu; o painel dará erro até ela subir.`);
}

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  void announce(info.port);
});

// SIGINT/SIGTERM: a replica stopped behind nginx finishes what it has (root README, "Black Friday").
exitAfterDrain(server as Server);
