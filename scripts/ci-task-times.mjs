// Passes `pnpm test`'s output through unchanged and notes, for each turbo task's prefixed lines
// (`@vitrine/api:test: …`), the minute of the run its first and last line came: .ci/run prints
// the list after the tests, to see which suites shared the two cores when, and what ran last.
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const [output] = process.argv.slice(2);
const start = Date.now();
const seen = new Map();
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  process.stdout.write(`${line}\n`);
  const task = /^(@[\w-]+\/[\w-]+:[\w:-]+?):\s/.exec(line)?.[1];
  if (!task) return;
  const at = (Date.now() - start) / 60_000;
  const times = seen.get(task) ?? { first: at, last: at };
  times.last = at;
  seen.set(task, times);
});
lines.on('close', () => {
  const rows = [...seen].sort((a, b) => a[1].first - b[1].first);
  const list = rows.map(
    ([task, { first, last }]) =>
      `  ${first.toFixed(1).padStart(5)} → ${last.toFixed(1).padStart(5)} min  ${task}`,
  );
  writeFileSync(
    output,
    `${['when each suite printed (minutes into the tests):', ...list].join('\n')}\n`,
  );
});
