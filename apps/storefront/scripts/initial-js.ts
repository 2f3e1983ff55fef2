import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { storefrontDir } from '../e2e/support/servers.ts';

type RouteEntry = { module: string; imports?: string[]; parentId?: string };
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

const client = join(storefrontDir, 'build/client');

function manifest(): Manifest {
  const file = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in build/client/assets: build first');
  const text = readFileSync(join(client, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
}

/**
 * The JavaScript a first visit to `routeId` downloads before it is interactive: the client
 * entry, and the modules (with their static imports) of the route and every parent route —
 * what the server's <link rel="modulepreload"> lists. Each file gzipped, summed, in bytes.
 */
export function initialJsGzip(routeId: string): number {
  const { entry, routes } = manifest();
  const files = new Set([entry.module, ...entry.imports]);
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    if (!route) break;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(client, file))).length;
  return total;
}
