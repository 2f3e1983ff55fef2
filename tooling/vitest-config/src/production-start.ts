import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * An app server's `NODE_ENV=production tsx server.ts` (its `pnpm start`, a deployment) without
 * PLATFORM_DOMAIN stops at once and says why, as the API does (the root `pnpm start` sets the
 * demo's): the storefront's and the office's, each from its own folder, `appDir`.
 */
export function describeStartWithoutPlatformDomain(appDir: string) {
  describe('the production server without PLATFORM_DOMAIN', () => {
    it('stops at start, naming the setting', () => {
      const { PLATFORM_DOMAIN: _unset, ...inherited } = process.env;
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server.ts'], {
        cwd: appDir,
        env: {
          ...inherited,
          NODE_ENV: 'production',
          PORT: '0',
          OFFICE_PORT: '0',
          HOST: '127.0.0.1',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('PLATFORM_DOMAIN: required in production');
    }, 40_000);
  });
}
