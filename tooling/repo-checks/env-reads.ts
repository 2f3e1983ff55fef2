import { dirname, join, normalize } from 'node:path';
import { existsSync } from 'node:fs';
import { read, repoFiles, root, workspacePackages, type PackageJson } from './repo.ts';

// Where the repository reads its environment outside the apps' validated settings: a
// `process.env.X` in TypeScript or JavaScript, a `$X` in a shell script. By convention a
// variable from outside is upper case; a shell script's own variables are lower case.

const NAME = '[A-Z_][A-Z0-9_]*';
const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /(^|\/)(test|e2e)\/|\.test\.(ts|tsx|js)$/;

/** The variables a TypeScript or JavaScript file reads, not counting those it assigns. */
export function codeReads(text: string): string[] {
  const names = new Set<string>();
  const reads = new RegExp(
    `process\\.env(?:\\.(${NAME})\\b|\\[['"](${NAME})['"]\\])(?!\\s*=[^=])`,
    'g',
  );
  for (const match of text.matchAll(reads)) names.add((match[1] ?? match[2])!);
  return [...names];
}

/** The variables a TypeScript or JavaScript file sets for itself and the processes it starts. */
export function codeAssignments(text: string): string[] {
  const assigns = new RegExp(
    `process\\.env(?:\\.(${NAME})\\b|\\[['"](${NAME})['"]\\])\\s*=[^=]`,
    'g',
  );
  return [...text.matchAll(assigns)].map((match) => (match[1] ?? match[2])!);
}

/** A shell script's variables set for the whole script (`X=…` alone, `export X=…`). */
function shellOwnVariables(text: string): Set<string> {
  const own = new RegExp(
    `^\\s*(?:export\\s+|local\\s+|readonly\\s+)?(${NAME})=(?:\\S*|"[^"]*"|'[^']*')\\s*(?:#.*)?$`,
    'gm',
  );
  return new Set([...text.matchAll(own)].map((match) => match[1]!));
}

/** Every variable a shell script sets, also for one command only (`X=… command`). */
export function shellAssignments(text: string): string[] {
  const any = new RegExp(`(?:^|[\\s;(&|{])(?:export\\s+)?(${NAME})=`, 'g');
  return [...text.matchAll(any)].map((match) => match[1]!);
}

/** The variables a shell script reads from its environment (not those it sets for itself). */
export function shellReads(text: string): string[] {
  const own = shellOwnVariables(text);
  const code = text.replace(/^\s*#.*$/gm, '');
  const reads = new RegExp(`\\$\\{?(${NAME})`, 'g');
  return [...new Set([...code.matchAll(reads)].map((match) => match[1]!))].filter(
    (name) => !own.has(name),
  );
}

/** The shell scripts a command or script runs with `bash <file>` (`sh`, `source`, `.` too). */
function scriptsCalled(text: string, cwd: string): string[] {
  const calls = /(?:^|[\s;(&|])(?:bash|sh|source|\.)\s+["']?([\w./$"(){}-]+\.sh)/g;
  return [...text.matchAll(calls)]
    .map((match) => match[1]!.replace(/^"?\$\(dirname "\$0"\)"?\//, ''))
    .map((path) => normalize(join(cwd, path)))
    .filter((path) => existsSync(join(root, path)));
}

export type EnvRead = { name: string; file: string };

/**
 * What a package's `test` script runs besides the code under test: its shell scripts (and the
 * ones they call), its test files, e2e suite and test configs, and the tooling packages it
 * uses for them. Each with the variables it reads from outside.
 */
export function testHarnessReads(pkg: { dir: string; json: PackageJson }): {
  reads: EnvRead[];
  assigned: Set<string>;
} {
  const command = pkg.json.scripts?.test;
  if (!command) return { reads: [], assigned: new Set() };
  const reads: EnvRead[] = [];
  const assigned = new Set<string>(shellAssignments(command));
  // The command itself is a line of shell run in the package's folder.
  for (const name of shellReads(command))
    reads.push({ name, file: `${pkg.dir}/package.json (test)` });
  const seen = new Set<string>();
  const pending = scriptsCalled(command, pkg.dir);
  while (pending.length > 0) {
    const script = pending.pop()!;
    if (seen.has(script)) continue;
    seen.add(script);
    const text = read(script);
    for (const name of shellReads(text)) reads.push({ name, file: script });
    for (const name of shellAssignments(text)) assigned.add(name);
    // A script that `cd`s to its package runs the next ones from there; else from its folder.
    pending.push(...scriptsCalled(text, pkg.dir), ...scriptsCalled(text, dirname(script)));
  }
  const tooling = workspaceDependencies(pkg.json)
    .filter((dep) => dep.dir.startsWith('tooling/'))
    .map((dep) => `${dep.dir}/`);
  const files = repoFiles().filter(
    (file) =>
      CODE.test(file) &&
      ((file.startsWith(`${pkg.dir}/`) &&
        (TEST_FILE.test(file.slice(pkg.dir.length)) ||
          /^\/(vitest|playwright)\.config\.ts$/.test(file.slice(pkg.dir.length)))) ||
        tooling.some((dir) => file.startsWith(dir))),
  );
  for (const file of files) {
    const text = read(file);
    for (const name of codeReads(text)) reads.push({ name, file });
    for (const name of codeAssignments(text)) assigned.add(name);
  }
  return { reads, assigned };
}

/** The workspace packages a package depends on (`workspace:*`). */
export function workspaceDependencies(json: PackageJson) {
  const names = Object.entries({ ...json.dependencies, ...json.devDependencies })
    .filter(([, version]) => version.startsWith('workspace:'))
    .map(([name]) => name);
  return workspacePackages().filter((pkg) => names.includes(pkg.json.name));
}

/** Read by the bundler's dev server and build only, never by the built server `start` runs. */
const BUILD_CONFIG = /\/(vite|react-router)\.config\.ts$/;

/**
 * The variables an app reads directly when it runs: its own code outside its tests, benches
 * and e2e suite (servers, `src`; `vite.config.ts` under `dev`), and the source of the
 * workspace packages it uses.
 */
export function runtimeReads(
  pkg: { dir: string; json: PackageJson },
  task: 'start' | 'dev',
): EnvRead[] {
  const dirs = [
    `${pkg.dir}/`,
    ...workspaceDependencies(pkg.json)
      .filter((dep) => dep.dir.startsWith('packages/'))
      .map((dep) => `${dep.dir}/src/`),
  ];
  return repoFiles()
    .filter((file) => CODE.test(file) && dirs.some((dir) => file.startsWith(dir)))
    .filter((file) => !TEST_FILE.test(file) && !/(^|\/)scripts\//.test(file))
    .filter((file) => !/\/(vitest|playwright)\.config\.ts$/.test(file))
    .filter((file) => task === 'dev' || !BUILD_CONFIG.test(file))
    .flatMap((file) => codeReads(read(file)).map((name) => ({ name, file })));
}
