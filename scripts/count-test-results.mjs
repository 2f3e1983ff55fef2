// Sums every test runner's JSON results (vitest's json reporter, Playwright's json reporter)
// found under apps/*/test-results and packages/*/test-results into one closing line.
// Exits 1 when any test failed or no result file was found.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

let passed = 0;
let failed = 0;
let files = 0;
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
      } else if (report.stats && typeof report.stats.expected === 'number') {
        // Playwright format
        passed += report.stats.expected + (report.stats.flaky ?? 0);
        failed += report.stats.unexpected;
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
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
