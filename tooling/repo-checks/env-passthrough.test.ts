import { beforeAll, describe, expect, it } from 'vitest';
import { runtimeReads, shellAssignments, testHarnessReads } from './env-reads.ts';
import { workspacePackages } from './repo.ts';
import { APPS, settingsOf } from './settings.ts';
import { turboTasks, type TurboTask } from './turbo-tasks.ts';

// Turbo runs every task in strict mode: a task's process gets only the variables its
// turbo.json names (`env`, `passThroughEnv`, global ones). A setting an app accepts but a task
// that starts it does not name is dropped without a word: `MERCADO_PAGO_URL=… pnpm start`
// would charge the real Mercado Pago. So every variable an app's settings module accepts, and
// every one its code or test scripts read, must reach each turbo task that runs them.

/**
 * Variables a task must not get, each with the reason. Anything else an app reads reaches it.
 */
const NOT_PASSED: { task: string; name: string; why: string }[] = [
  ...[
    '@vitrine/api#start',
    '@vitrine/api#dev',
    '@vitrine/seller-office#start',
    '@vitrine/seller-office#dev',
  ].map((task) => ({
    task,
    name: 'PORT',
    why: 'under the root `pnpm start`/`pnpm dev` PORT is the storefront’s: the API listens on API_PORT or API_URL’s port, the office on OFFICE_PORT',
  })),
];

type Requirement = { task: string; name: string; readBy: string };

/** What each task misses, as `TASK does not pass NAME (read by FILE)`. */
function missing(tasks: TurboTask[], required: Requirement[]): string[] {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const lines = required
    .filter(({ task, name }) => !NOT_PASSED.some((no) => no.task === task && no.name === name))
    .filter(({ task, name }) => {
      const turbo = byId.get(task);
      if (!turbo) throw new Error(`turbo has no task ${task}`);
      // A variable the task's own command sets (`NODE_ENV=production tsx server.ts`) is there.
      return !turbo.passes(name) && !shellAssignments(turbo.command).includes(name);
    })
    .map(({ task, name, readBy }) => `${task} does not pass ${name} (read by ${readBy})`);
  return [...new Set(lines)].sort();
}

let tasks: TurboTask[];
let envMode: string;
beforeAll(() => {
  ({ tasks, envMode } = turboTasks(['start', 'dev', 'test']));
});

describe('turbo passes every setting to the tasks that read it', () => {
  it('runs the tasks in strict mode (what this test assumes)', () => {
    expect(envMode).toBe('strict');
  });

  it('passes every variable an app accepts to its start and dev tasks', async () => {
    const required: Requirement[] = [];
    for (const app of APPS) {
      const pkg = workspacePackages().find((candidate) => candidate.dir === app.dir)!;
      const settings = await settingsOf(app);
      for (const task of ['start', 'dev'] as const)
        for (const { name, file } of [...settings, ...runtimeReads(pkg, task)])
          required.push({ task: `${app.pkg}#${task}`, name, readBy: file });
    }
    expect(missing(tasks, required)).toEqual([]);
  });

  it('passes what the test scripts read to each package’s test task', () => {
    const packages = workspacePackages();
    const harnesses = packages.map((pkg) => ({ pkg, ...testHarnessReads(pkg) }));
    // A variable one test script sets for what it runs (E2E_SHARD, E2E_API_URL) is not a setting.
    const internal = new Set(harnesses.flatMap((harness) => [...harness.assigned]));
    const required = harnesses.flatMap(({ pkg, reads }) =>
      reads
        .filter(
          ({ name, file }) =>
            file.endsWith('.sh') || file.includes('(test)') || !internal.has(name),
        )
        .map(({ name, file }) => ({ task: `${pkg.json.name}#test`, name, readBy: file })),
    );
    expect(missing(tasks, required)).toEqual([]);
  });

  it('keeps each exception about a variable the app still reads', async () => {
    for (const no of NOT_PASSED) {
      const app = APPS.find((candidate) => no.task.startsWith(`${candidate.pkg}#`))!;
      const names = (await settingsOf(app)).map((entry) => entry.name);
      expect(names, `${no.task}: ${no.name}`).toContain(no.name);
    }
  });
});
