// Sums every test runner's JSON results (vitest's json reporter and its unhandled errors,
// Playwright's json reporter)
// found under apps/*/test-results and packages/*/test-results into one closing line.
// Exits 1 when any test failed or no result file was found. Before that line it names each
// failed test with the first lines of its error, so a run's log says what failed even when only
// its tail is kept.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

let passed = 0;
let failed = 0;
let files = 0;
const failures = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(0, 3)
    .map((line) => `    ${line.trim().slice(0, 200)}`)
    .join('\n');

function vitestFailures(report, where) {
  for (const suite of report.testResults ?? []) {
    const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) {
      failures.push(
        `${where} ${suite.name}: ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`,
      );
    }
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where} ${suite.name}\n${firstLines(suite.message)}`);
    }
  }
}

function playwrightFailures(suites, where, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const result = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.status !== 'passed');
      failures.push(
        `${where} ${[...path, spec.title].join(' › ')}\n${firstLines(result?.error?.message)}`,
      );
    }
    playwrightFailures(suite.suites, where, path);
  }
}
for (const group of ['apps', 'packages', 'tooling']) {
  if (!existsSync(group)) continue;
  for (const pkg of readdirSync(group)) {
    const dir = join(group, pkg, 'test-results');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      files += 1;
      if (typeof report.numPassedTests === 'number') {
        // vitest / jest format
        passed += report.numPassedTests;
        failed += report.numFailedTests;
        // a file that failed to load counts as a failure even with no test in it
        if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) failed += 1;
        if (report.numFailedTests > 0 || report.numFailedTestSuites > 0)
          vitestFailures(report, pkg);
      } else if (Array.isArray(report.unhandled)) {
        // tooling/vitest-config's record of a run's unhandled errors: each fails the run.
        failed += report.unhandled.length;
        for (const error of report.unhandled) {
          failures.push(
            `${pkg} unhandled error (${file})\n${firstLines(error.stack || error.message)}`,
          );
        }
      } else if (report.stats && typeof report.stats.expected === 'number') {
        // Playwright format
        passed += report.stats.expected + (report.stats.flaky ?? 0);
        failed += report.stats.unexpected;
        if (report.stats.unexpected > 0) playwrightFailures(report.suites, pkg);
      } else {
        console.error(`unknown result format: ${join(dir, file)}`);
        failed += 1;
      }
    }
  }
}
if (files === 0) {
  console.error('no test results found');
  failed += 1;
}
if (failures.length > 0) console.log(`failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
