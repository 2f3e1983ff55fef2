import { loadAppServerEnv, type AppServerEnv } from '@vitrine/server/env';

export type ServerEnv = AppServerEnv;

/** The storefront server's settings (@vitrine/server/env); 3000 by default. */
export function loadEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  return loadAppServerEnv({ name: 'storefront', defaultPort: 3000 }, source);
}

let cached: ServerEnv | undefined;

/** The process environment, read on first use (so importing this module never throws). */
export function serverEnv(): ServerEnv {
  cached ??= loadEnv();
  return cached;
}
