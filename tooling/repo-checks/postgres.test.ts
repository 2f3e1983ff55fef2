import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { read, repoFiles, root } from './repo.ts';

// `apt-get install postgresql` installs the Debian release's default version (15 on bookworm,
// another on the next release): the scripts find the installed server instead of assuming one.

const find = (lib?: string) =>
  execFileSync('bash', [join(root, 'scripts/postgres-bin.sh'), ...(lib ? [lib] : [])], {
    encoding: 'utf8',
  }).trim();

const libs: string[] = [];
afterAll(() => libs.forEach((lib) => rmSync(lib, { recursive: true, force: true })));

/** A folder laid out as /usr/lib/postgresql with these versions (`-client`: no server). */
function installed(...versions: string[]): string {
  const lib = mkdtempSync(join(tmpdir(), 'vitrine-postgres-lib-'));
  libs.push(lib);
  for (const entry of versions) {
    const [version, client] = entry.split('-') as [string, string | undefined];
    mkdirSync(join(lib, version, 'bin'), { recursive: true });
    if (client) continue;
    writeFileSync(join(lib, version, 'bin/initdb'), '#!/bin/sh\n');
    chmodSync(join(lib, version, 'bin/initdb'), 0o755);
  }
  return lib;
}

describe('scripts/postgres-bin.sh', () => {
  it('finds no server where none is installed', () => {
    expect(() => find(installed())).toThrow();
    expect(() => find(installed('17-client'))).toThrow();
  });

  it('finds the newest installed server, by version not by text', () => {
    // 17's client only: no initdb, no server to start.
    const lib = installed('9.6', '15', '16', '17-client');
    expect(find(lib)).toBe(join(lib, '16/bin'));
    expect(find(installed('15'))).toMatch(/\/15\/bin$/);
  });

  it('is what every script and the cluster use: no path names a version', () => {
    const pinned = repoFiles()
      .filter((file) => /\.(ts|js|mjs|sh|json|ya?ml)$/.test(file))
      .filter((file) => /\/usr\/lib\/postgresql\/\d/.test(read(file)))
      .filter((file) => !file.startsWith('tooling/repo-checks/'));
    expect(pinned).toEqual([]);
  });
});
