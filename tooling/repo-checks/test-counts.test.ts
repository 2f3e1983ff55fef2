import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { root } from './repo.ts';

// .ci/run's closing line comes from scripts/count-test-results.mjs: what it counts decides
// whether a run says it failed.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the counter in a made-up checkout holding `results` (path → JSON) under packages/x. */
function count(results: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-counts-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'packages/x/test-results'), { recursive: true });
  for (const [name, body] of Object.entries(results)) {
    writeFileSync(join(dir, 'packages/x/test-results', name), JSON.stringify(body));
  }
  const run = spawnSync(process.execPath, [join(root, 'scripts/count-test-results.mjs')], {
    cwd: dir,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout };
}

const vitestReport = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numFailedTestSuites: 0,
  testResults: [],
});

describe('the closing line of a test run', () => {
  it('counts an unhandled error as a failure and names it, though every test passed', () => {
    const { status, out } = count({
      'vitest.json': vitestReport(2, 0),
      'vitest.unhandled.json': {
        unhandled: [{ message: 'boom', stack: 'Error: boom\n    at test/dev-client.test.ts:56:5' }],
      },
    });
    expect(out.trim().split('\n').at(-1)).toBe('2 passed, 1 failed');
    expect(out).toContain('x unhandled error (vitest.unhandled.json)');
    expect(out).toContain('Error: boom');
    expect(status).toBe(1);
  });

  it('says 0 failed when the run left no unhandled error', () => {
    const { status, out } = count({
      'vitest.json': vitestReport(3, 0),
      'vitest.unhandled.json': { unhandled: [] },
    });
    expect(out.trim()).toBe('3 passed, 0 failed');
    expect(status).toBe(0);
  });
});
