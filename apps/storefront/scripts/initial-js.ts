import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type RouteEntry = { module: string; imports?: string[]; parentId?: string };
type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
};

// From a path string, not a URL object: the size check runs under Vitest's jsdom, whose URL
// Node's fileURLToPath does not take.
const client = join(dirname(fileURLToPath(import.meta.url)), '../build/client');

function manifest(): Manifest {
  const file = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error('no React Router manifest in build/client/assets: build first');
  const text = readFileSync(join(client, 'assets', file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest;
}

/**
 * The files a first visit to `routeId` downloads before it is interactive: the client entry,
 * and the modules (with their static imports) of the route and every parent route — what the
 * server's <link rel="modulepreload"> lists.
 */
function initialFiles(routeId: string): string[] {
  const { entry, routes } = manifest();
  const files = new Set([entry.module, ...entry.imports]);
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    if (!route) break;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}

/** The initial JavaScript of `routeId` (see initialFiles), each file gzipped, summed, in bytes. */
export function initialJsGzip(routeId: string): number {
  let total = 0;
  for (const file of initialFiles(routeId))
    total += gzipSync(readFileSync(join(client, file))).length;
  return total;
}

/** Where a bundled module comes from, by its source path. */
const ORIGINS: Array<[string, RegExp]> = [
  ['React + React DOM', /node_modules\/(react|react-dom|scheduler)\//],
  ['React Router', /node_modules\/react-router\//],
  ['TanStack Query', /node_modules\/@tanstack\//],
  ['Radix UI', /node_modules\/@radix-ui\//],
  ['outras bibliotecas', /node_modules\//],
  ['código da Vitrine', /./],
  ['runtime do bundler', /^$/],
];
export const INITIAL_JS_ORIGINS = ORIGINS.map(([name]) => name);

/**
 * The initial JavaScript of `routeId` split by origin, in gzip bytes, from the build's source
 * maps (build with VITRINE_SOURCEMAPS=1): each minified segment is attributed to its source,
 * and each origin's code is gzipped on its own — so the parts add up to a little more than the
 * files gzipped whole. Code with no source is the bundler's runtime.
 */
export function initialJsByOrigin(routeId: string): Map<string, number> {
  const code = new Map<string, string[]>(ORIGINS.map(([name]) => [name, []]));
  const files = initialFiles(routeId);
  // The client entry always has a map in such a build: without one, none was made.
  if (!existsSync(join(client, `${files[0]}.map`))) {
    throw new Error('no source maps in build/client: build with VITRINE_SOURCEMAPS=1');
  }
  for (const file of files) {
    const path = join(client, file);
    if (!existsSync(`${path}.map`)) {
      code.get('runtime do bundler')?.push(readFileSync(path, 'utf8'));
      continue;
    }
    const lines = readFileSync(path, 'utf8').split('\n');
    const segments: Array<{ line: number; column: number; source: string | null }> = [];
    eachMapping(new TraceMap(readFileSync(`${path}.map`, 'utf8')), (mapping) =>
      segments.push({
        line: mapping.generatedLine,
        column: mapping.generatedColumn,
        source: mapping.source,
      }),
    );
    segments.forEach((segment, index) => {
      const line = lines[segment.line - 1] ?? '';
      const next = segments[index + 1];
      const end = next?.line === segment.line ? next.column : line.length;
      const origin = ORIGINS.find(([, test]) => test.test(segment.source ?? ''))?.[0];
      if (origin) code.get(origin)?.push(line.slice(segment.column, end));
    });
  }
  return new Map([...code].map(([origin, parts]) => [origin, gzipSync(parts.join('')).length]));
}
