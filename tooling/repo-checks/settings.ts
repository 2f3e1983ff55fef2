import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EnvRead } from './env-reads.ts';
import { read, root } from './repo.ts';

type Env = Record<string, string | undefined>;
type SettingsModule = Record<string, (env: Env) => unknown>;

/** Each app's settings module, and how it reads an environment. */
export const APPS = [
  { pkg: '@vitrine/api', dir: 'apps/api', module: 'src/config.ts', load: 'loadConfig' },
  {
    pkg: '@vitrine/storefront',
    dir: 'apps/storefront',
    module: 'src/lib/env.server.ts',
    load: 'loadEnv',
  },
  {
    pkg: '@vitrine/seller-office',
    dir: 'apps/seller-office',
    module: 'server/env.ts',
    load: 'loadEnv',
  },
] as const;

/** The app servers' shared settings (packages/server): every app whose module hands over to it. */
const SHARED_SERVER_ENV = 'packages/server/src/env.ts';

/**
 * The names a settings module reads when it loads: it is called with an environment that
 * records every name asked for (the zod schema asks for each of its keys).
 */
export async function settingsOf(app: (typeof APPS)[number]): Promise<EnvRead[]> {
  const asked = new Set<string>();
  const env = new Proxy({} as Env, {
    get: (_target, name) => {
      if (typeof name === 'string') asked.add(name);
      return undefined;
    },
  });
  const file = `${app.dir}/${app.module}`;
  const module = (await import(pathToFileURL(join(root, file)).href)) as SettingsModule;
  module[app.load]!(env);
  const names = [...asked].map((name) => ({ name, file }));
  // The app servers copy their environment before @vitrine/server/env's schema reads it.
  if (read(file).includes("from '@vitrine/server/env'")) {
    const shared = (await import(pathToFileURL(join(root, SHARED_SERVER_ENV)).href)) as {
      appServerEnvSchema: (port: number) => { shape: Record<string, unknown> };
    };
    names.push(
      ...Object.keys(shared.appServerEnvSchema(0).shape).map((name) => ({
        name,
        file: SHARED_SERVER_ENV,
      })),
    );
  }
  return names;
}
