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

type Exports = Record<string, string | { default: string }>;

/**
 * The file a workspace import names (`@vitrine/ui/forms.css` → packages/ui/src/forms/forms.css),
 * through its package's `exports`; null when nothing matches, undefined for an outside package.
 */
export function resolveWorkspaceImport(specifier: string): string | null | undefined {
  const match = /^(@vitrine\/[\w-]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return undefined;
  const pkg = workspacePackages().find((candidate) => candidate.json.name === match[1]);
  if (!pkg) return null;
  const exportsMap = (JSON.parse(read(`${pkg.dir}/package.json`)) as { exports?: Exports }).exports;
  const subpath = match[2] ? `./${match[2]}` : '.';
  const target = (key: string) => {
    const value = exportsMap?.[key];
    return typeof value === 'string' ? value : value?.default;
  };
  let found = target(subpath);
  if (!found) {
    const pattern = Object.keys(exportsMap ?? {})
      .filter((key) => key.includes('*'))
      .filter((key) => {
        const [before, after] = key.split('*') as [string, string];
        return subpath.startsWith(before) && subpath.endsWith(after);
      })
      .sort((a, b) => b.length - a.length)[0];
    if (pattern) {
      const [before, after] = pattern.split('*') as [string, string];
      const star = subpath.slice(before.length, subpath.length - after.length);
      found = target(pattern)?.replace('*', star);
    }
  }
  return found ? join(pkg.dir, found) : null;
}
