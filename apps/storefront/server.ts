import { serve } from '@hono/node-server';
import { exitAfterDrain } from '@vitrine/server/drain';
import type { Server } from 'node:http';
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

// SIGINT/SIGTERM: a replica stopped behind nginx finishes what it has (root README, "Black Friday").
exitAfterDrain(server as Server);
