import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './servers/api.ts';

// Traces (@vitrine/server/tracing.ts) as `pnpm start` runs the API: off unless the OTEL_*
// variables ask; on, each log line of a traced request names its trace (pino's instrumentation),
// and the request's span is named by its route. The whole trace of a checkout, across the
// storefront, the API, PostgreSQL and the PSP, is apps/storefront/e2e/tracing.spec.ts.

const running: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * How long a test that starts the API may take: the start's own deadline below (30 s less) (a whole
 * demo start — migrations, seed, the demo's servers — on a machine running other suites), then
 * a request and its lines. The suite's 30 s default cut the start short under CI's load (ci64,
 * ci65: "Test timed out in 30000ms" while the API was still starting), and 90 s for the start
 * itself was not enough either beside a helper's suites (ci86: no output at all by then).
 */
const STARTS_THE_API_MS = 240_000;

/** `src/main.ts` as the API's `pnpm start` runs it (tracing-register first), on a memory PGlite. */
async function startApi(env: Record<string, string>) {
  const base = { ...process.env };
  for (const name of Object.keys(base)) {
    if (/^(DATABASE_URL|TEST_DATABASE_URL|OTEL_|LOG_LEVEL)/.test(name)) delete base[name];
  }
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', '@vitrine/server/tracing-register', 'src/main.ts'],
    {
      env: { ...base, VITRINE_DATA_DIR: 'memory://', API_PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + STARTS_THE_API_MS - 30_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      const how =
        child.exitCode ?? child.signalCode ?? `not up after ${STARTS_THE_API_MS - 30_000} ms`;
      throw new Error(`no API (${how}):\n${output}`);
    }
    await new Promise((next) => setTimeout(next, 200));
  }
  const stop = async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  };
  return { url, output: () => output, stop };
}

/** The JSON log lines (pino's) of requests to `path`; the console exporter's spans are not JSON. */
function requestLines(output: string, path: string) {
  const lines: Record<string, unknown>[] = [];
  for (const text of output.split('\n')) {
    try {
      const line = JSON.parse(text) as Record<string, unknown>;
      if (line.msg === 'request' && line.path === path) lines.push(line);
    } catch {
      // not a log line
    }
  }
  return lines;
}

// The processes run on their own memory PGlite whatever the pass: the PostgreSQL pass would repeat them.
describe.skipIf(process.env.TEST_DATABASE_URL)('traces', () => {
  it.each([{}, { OTEL_TRACES_EXPORTER: 'console' }])(
    'leave worker threads alone: the catalog check reads a file under the start flags (%o)',
    (otel) => {
      const base = { ...process.env };
      for (const name of Object.keys(base)) if (name.startsWith('OTEL_')) delete base[name];
      const output = execFileSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '--import',
          '@vitrine/server/tracing-register',
          'test/fixtures/check-thread.ts',
        ],
        { env: { ...base, ...otel }, encoding: 'utf8' },
      );
      expect(output).toContain('lido: 1 linha');
    },
  );

  it(
    'name the trace in each log line of a traced request, and its span by the route',
    async () => {
      const api = await startApi({ LOG_LEVEL: 'info', OTEL_TRACES_EXPORTER: 'console' });
      const traceId = randomBytes(16).toString('hex');
      const res = await fetch(`${api.url}/stores/by-host?host=localhost`, {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      expect(res.status).toBe(200);
      // The console exporter prints the spans as they end: the route's among them.
      await expect
        .poll(() => api.output(), { timeout: 15_000 })
        .toMatch(/name: 'GET \/stores\/by-host'/);
      // The request's log line goes out through the logger's own stream, the span through the
      // console: either may reach this process first (ci71 read the span alone, under load).
      await expect
        .poll(() => requestLines(api.output(), '/stores/by-host').length, { timeout: 15_000 })
        .toBeGreaterThan(0);
      const [line] = requestLines(api.output(), '/stores/by-host');
      expect(line).toMatchObject({ trace_id: traceId, trace_flags: '01' });
      expect(line?.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(api.output()).toContain(`traceId: '${traceId}'`);
      await api.stop();
    },
    STARTS_THE_API_MS,
  );

  it(
    'are off by default: no span, no trace id in the lines',
    async () => {
      const api = await startApi({ LOG_LEVEL: 'info' });
      const traceId = randomBytes(16).toString('hex');
      await fetch(`${api.url}/stores/by-host?host=localhost`, {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      await expect
        .poll(() => requestLines(api.output(), '/stores/by-host').length, { timeout: 15_000 })
        .toBe(1);
      const [line] = requestLines(api.output(), '/stores/by-host');
      expect(line).not.toHaveProperty('trace_id');
      expect(api.output()).not.toContain(traceId);
      await api.stop();
    },
    STARTS_THE_API_MS,
  );
});
