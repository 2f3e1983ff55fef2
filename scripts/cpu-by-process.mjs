// node scripts/cpu-by-process.mjs <file> -- <command…>
// Runs the command and, every second while it runs, reads every process's CPU time from /proc;
// when it ends, writes to <file> the CPU seconds each kind of process used, largest first, and
// exits with the command's code. A kind is the process's folder in this repository (apps/api,
// apps/storefront, …) and what it runs (vitest, chromium, tsx, postgres…): which suites and
// which servers `pnpm test` spends its time in (CONTRIBUTING.md, "Where `pnpm test`'s time
// goes"). A process that lives less than a second may be missed; one that was running before
// the command counts only from its start.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const [out, separator, command, ...args] = process.argv.slice(2);
if (!out || separator !== '--' || !command) {
  console.error('uso: node scripts/cpu-by-process.mjs <arquivo> -- <comando…>');
  process.exit(2);
}
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;
const WHAT =
  /(src\/main\.ts|src\/worker\.ts|server\.ts|vitest|playwright|chromium|postgres|nginx|tsx|vite|turbo|esbuild)/;

/** Each process seen, by pid and start time: its kind, its CPU at first sight, its last. */
const seen = new Map();

function kindOf(pid, comm) {
  let cwd = '?';
  let cmdline = '';
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    // gone meanwhile
  }
  const where = cwd.startsWith(`${root}/`)
    ? cwd
        .slice(root.length + 1)
        .split('/')
        .slice(0, 2)
        .join('/')
    : cwd === root
      ? '.'
      : cwd.split('/').slice(0, 3).join('/');
  const what = cmdline.match(WHAT)?.[1];
  return `${where} | ${comm}${what ? ` ${what}` : ''}`;
}

function sample(first) {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    // After the command's name: state is field 3, utime 14, stime 15, starttime 22.
    const fields = stat.slice(close + 2).split(' ');
    const cpu = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const id = `${pid}:${fields[19]}`;
    let entry = seen.get(id);
    if (!entry) {
      entry = { kind: kindOf(pid, comm), base: first ? cpu : 0, cpu };
      seen.set(id, entry);
    }
    entry.cpu = cpu;
  }
}

sample(true);
const timer = setInterval(() => sample(false), 1000);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  clearInterval(timer);
  sample(false);
  const byKind = new Map();
  let total = 0;
  for (const { kind, base, cpu } of seen.values()) {
    byKind.set(kind, (byKind.get(kind) ?? 0) + cpu - base);
    total += cpu - base;
  }
  const lines = [...byKind]
    .filter(([, seconds]) => seconds >= 0.05)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, seconds]) => `${seconds.toFixed(1).padStart(8)}  ${kind}`);
  writeFileSync(out, [`${total.toFixed(1).padStart(8)}  (total)`, ...lines, ''].join('\n'));
  process.exit(code ?? (signal ? 1 : 0));
});
