import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { portsFrom, startCluster } from './cluster.ts';

// `pnpm start:cluster`: the store behind nginx with two replicas of the storefront and of the
// API on one PostgreSQL 15 (README "Black Friday: the store behind nginx"), until Ctrl-C.
// CLUSTER_PORT (default 8080) is nginx's port for shoppers, the next one its API port;
// CLUSTER_REPLICAS (default 2); DATABASE_URL uses that server instead of a throwaway one.

const port = Number(process.env.CLUSTER_PORT ?? 8080);
const replicas = Number(process.env.CLUSTER_REPLICAS ?? 2);
const ports = portsFrom(port, replicas);
const cluster = await startCluster({
  ports,
  database: {
    kind: 'postgres',
    url: process.env.DATABASE_URL,
    pgPort: Number(process.env.PGPORT ?? 55511),
    name: 'vitrine',
    fresh: false,
  },
  dir: join(tmpdir(), `vitrine-cluster-${port}`),
  verbose: true,
}).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const list = (replicas: { name: string; port: number }[]) =>
  replicas.map((r) => `${r.name} :${r.port}`).join(', ');
console.log(`
Vitrine atrás do nginx (cache compartilhado e balanceamento):
  Loja Aurora  ${cluster.url}
  Casa Ipê     http://ipe.localhost:${port}
  API          ${cluster.apiUrl}  (OpenAPI: ${cluster.apiUrl}/openapi.json)
  Réplicas     ${list(cluster.storefronts)}; ${list(cluster.apis)}
  Banco        ${cluster.databaseUrl}
  Fila         o worker roda os jobs; suas métricas em http://127.0.0.1:${ports.workerMetrics}/metrics
  Arquivos     ${cluster.dir} (configuração do nginx, cache, imagens)
Cada página pública diz X-Cache-Status (MISS, HIT, STALE, UPDATING, REVALIDATED; BYPASS nas
privadas). As contas de demonstração estão acima (api-1). Ctrl-C para tudo.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nParando: nginx, as réplicas (cada uma termina o que tem), o banco…');
    void cluster.stop().then(() => process.exit(0));
  });
}
for (const replica of [...cluster.apis, ...cluster.storefronts]) {
  void replica.exited.then((code) => {
    if (!stopping)
      console.error(`${replica.name} saiu (código ${code}); as outras réplicas seguem.`);
  });
}
