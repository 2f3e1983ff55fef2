import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const script = join(dirname(fileURLToPath(import.meta.url)), 'postgres-bin.sh');

/** The installed PostgreSQL server's bin directory, found as postgres-bin.sh finds it. */
export function postgresBin(): string {
  try {
    return execFileSync('bash', [script], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('PostgreSQL is not installed (bash scripts/setup-machine.sh installs it)');
  }
}
