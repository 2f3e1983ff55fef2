import { serve } from '@hono/node-server';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { loadEnv } from './src/lib/env.server.ts';
import { createStorefrontServer } from './server/app.ts';

// `pnpm start`: serves the output of `react-router build`.
const env = loadEnv();
const buildDir = join(fileURLToPath(new URL('.', import.meta.url)), 'build');
const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;

const app = createStorefrontServer({
  build,
  clientDir: join(buildDir, 'client'),
  apiUrl: env.API_URL,
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const port = info.port;
  console.log(`Vitrine loja no ar (API: ${env.API_URL}):`);
  console.log(`  Loja Aurora  http://localhost:${port}`);
  console.log(`  Casa Ipê     http://ipe.localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
