import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// `pnpm bundle [--out DIR] [--only api,storefront,seller-office]`: one production bundle per
// service (default under dist/bundles/), made by `pnpm deploy --prod`: the package's files and
// its production dependencies, workspace packages copied in, no workspace needed to run it.
// The web apps are built first (turbo: a cached build is reused). Each bundle starts with node
// alone, as its START file says; the Dockerfiles in deploy/docker copy a bundle and run that.

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** A service's bundle: the workspace package it is made from, and how node starts it. */
export const SERVICES = {
  api: {
    pkg: '@vitrine/api',
    entry: 'src/main.ts',
    build: null,
  },
  storefront: {
    pkg: '@vitrine/storefront',
    entry: 'server.ts',
    build: 'build/server/index.js',
  },
  'seller-office': {
    pkg: '@vitrine/seller-office',
    entry: 'server.ts',
    build: 'dist/index.html',
  },
} as const;
export type Service = keyof typeof SERVICES;

/** The command that starts a bundle's `entry` (the worker: the API bundle's src/worker.ts). */
export const startCommand = (entry: string) => [
  'node',
  '--import',
  'tsx',
  '--import',
  '@vitrine/server/tracing-register',
  entry,
];

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * Makes the bundles of `services` under `out`; answers each bundle's directory. `build: false`
 * when the web apps' builds are already there (tooling/deploy: turbo built them first).
 */
export function bundle(
  out: string,
  services: readonly Service[],
  { build: buildFirst = true } = {},
): Record<string, string> {
  const web = services.filter((service) => SERVICES[service].build);
  if (buildFirst && web.length > 0) {
    run('pnpm', [
      'exec',
      'turbo',
      'run',
      'build',
      ...web.map((s) => `--filter=${SERVICES[s].pkg}`),
    ]);
  }
  const made: Record<string, string> = {};
  for (const service of services) {
    const { pkg, entry, build } = SERVICES[service];
    const dir = join(out, service);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    // --legacy: pnpm 10 deploys a workspace without inject-workspace-packages this way; the
    // workspace packages are copied into the bundle's node_modules all the same.
    run('pnpm', ['--filter', pkg, 'deploy', '--legacy', '--prod', dir]);
    if (build && !existsSync(join(dir, build))) throw new Error(`${service}: ${build} missing`);
    writeFileSync(join(dir, 'START'), `${startCommand(entry).join(' ')}\n`);
    made[service] = dir;
  }
  return made;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, only: { type: 'string' } },
  });
  const services = (values.only?.split(',') ?? Object.keys(SERVICES)) as Service[];
  for (const service of services) {
    if (!(service in SERVICES)) throw new Error(`unknown service ${service}`);
  }
  const made = bundle(resolve(values.out ?? join(root, 'dist/bundles')), services);
  for (const [service, dir] of Object.entries(made)) {
    console.log(
      `${service}: ${dir} (cd there; ${startCommand(SERVICES[service as Service].entry).join(' ')})`,
    );
  }
}
