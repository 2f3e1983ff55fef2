import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './repo.ts';

type EnvVariables = { specified: { env: string[] | null; passThroughEnv: string[] | null } };
type DryRun = {
  envMode: string;
  globalCacheInputs: { environmentVariables: EnvVariables };
  tasks: { taskId: string; command: string; environmentVariables: EnvVariables }[];
};

export type TurboTask = {
  /** `@vitrine/api#start` */
  id: string;
  /** What it runs (the package's script), `<NONEXISTENT>` when the package has none. */
  command: string;
  /** Whether `name` reaches the task's process: its `env` and `passThroughEnv`, global ones too. */
  passes: (name: string) => boolean;
};

/**
 * The tasks as Turbo itself resolves them from every turbo.json (the root's, and each app's
 * `extends: ["//"]` with its `$TURBO_EXTENDS$`): `turbo run … --dry=json` runs nothing and
 * prints each task's variables. In strict mode (Turbo 2's default) a task gets only those.
 */
export function turboTasks(taskNames: string[]): { envMode: string; tasks: TurboTask[] } {
  const out = execFileSync(
    join(root, 'node_modules/.bin/turbo'),
    ['run', ...taskNames, '--dry=json'],
    // Turbo's own variables of an outer `pnpm test` would only describe that run.
    { cwd: root, encoding: 'utf8', env: withoutTurboVariables(), maxBuffer: 64 * 1024 * 1024 },
  );
  const dry = JSON.parse(out.slice(out.indexOf('{'))) as DryRun;
  const global = patternsOf(dry.globalCacheInputs.environmentVariables);
  return {
    envMode: dry.envMode,
    tasks: dry.tasks.map((task) => {
      const patterns = [...global, ...patternsOf(task.environmentVariables)];
      return { id: task.taskId, command: task.command, passes: (name) => matches(patterns, name) };
    }),
  };
}

function withoutTurboVariables(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('TURBO_')),
  );
}

const patternsOf = ({ specified }: EnvVariables) => [
  ...(specified.env ?? []),
  ...(specified.passThroughEnv ?? []),
];

/** Turbo's wildcards: `*` any run of characters; a `!` pattern excludes. */
function matches(patterns: string[], name: string): boolean {
  const test = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(
      name,
    );
  const included = patterns.some((pattern) => !pattern.startsWith('!') && test(pattern));
  const excluded = patterns.some((pattern) => pattern.startsWith('!') && test(pattern.slice(1)));
  return included && !excluded;
}
