import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// The platform's operators (the console on the platform's host) are made by a command, never
// by a route: `pnpm --filter @vitrine/api operator:create`, run here on the e2e API's own
// database. On PGlite (E2E_DATABASE=pglite) the API's process holds the database alone: the
// demo's operator (seeded in demo mode) stands in, good for one first sign-in per run.

const officeDir = fileURLToPath(new URL('../..', import.meta.url));
const DEMO_OPERATOR = { email: 'operador@vitrine.localhost', password: 'Operador@123' };

export type TestOperator = { email: string; password: string; name: string };

/** A new operator who has never signed in (their first sign-in sets the authenticator up). */
export async function createOperator(): Promise<TestOperator> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) return { ...DEMO_OPERATOR, name: 'Olívia Prado' };
  const email = `operadora-${Date.now().toString(36)}@vitrine.localhost`;
  const password = 'Console@2026';
  await promisify(execFile)(
    'pnpm',
    [
      '--filter',
      '@vitrine/api',
      'operator:create',
      '--email',
      email,
      '--first-name',
      'Teresa',
      '--last-name',
      'Campos',
      '--password-env',
      'OPERATOR_PASSWORD',
    ],
    {
      cwd: officeDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, OPERATOR_PASSWORD: password },
      timeout: 60_000,
    },
  );
  return { email, password, name: 'Teresa Campos' };
}
