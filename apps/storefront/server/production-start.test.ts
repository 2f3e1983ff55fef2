import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `NODE_ENV=production tsx server.ts` (this app's `pnpm start`, a deployment) without
// PLATFORM_DOMAIN stops at once and says why, as the API does; the root `pnpm start` sets the
// demo's (package.json).

// The app's folder: vitest runs in it (its jsdom environment gives no file: import.meta.url).
const appDir = process.cwd();
const start = (env: Record<string, string>) => {
  const { PLATFORM_DOMAIN: _unset, ...inherited } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: appDir,
    env: { ...inherited, PORT: '0', OFFICE_PORT: '0', HOST: '127.0.0.1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
};

describe('the production server without PLATFORM_DOMAIN', () => {
  it('stops at start, naming the setting', () => {
    const run = start({ NODE_ENV: 'production' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('PLATFORM_DOMAIN: required in production');
  }, 40_000);
});
