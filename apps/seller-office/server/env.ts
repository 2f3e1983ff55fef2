import { loadAppServerEnv, type AppServerEnv } from '@vitrine/server/env';

export type OfficeEnv = AppServerEnv;

/** The seller office server's settings (@vitrine/server/env); 3001 by default. */
export function loadEnv(source: Record<string, string | undefined> = process.env): OfficeEnv {
  // Under the monorepo's `pnpm start` PORT is the storefront's: OFFICE_PORT names this one.
  return loadAppServerEnv(
    { name: 'seller office', defaultPort: 3001 },
    { ...source, PORT: source.OFFICE_PORT ?? source.PORT },
  );
}
