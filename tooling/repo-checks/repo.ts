import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, with a trailing slash. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** The repository's files (tracked, and new ones git does not ignore), relative to the root. */
export function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\n').filter(Boolean))].filter((file) =>
    existsSync(join(root, file)),
  );
}

export const read = (file: string) => readFileSync(join(root, file), 'utf8');

export type PackageJson = {
  name: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** Every workspace package (pnpm-workspace.yaml: apps/*, packages/*, tooling/*) by its folder. */
export function workspacePackages(): { dir: string; json: PackageJson }[] {
  return repoFiles()
    .filter((file) => /^(apps|packages|tooling)\/[^/]+\/package\.json$/.test(file))
    .map((file) => ({
      dir: file.replace(/\/package\.json$/, ''),
      json: JSON.parse(read(file)) as PackageJson,
    }));
}
