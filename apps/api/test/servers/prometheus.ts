import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './api.ts';

export type ScrapeTarget = {
  /** Prometheus's `job` label. */
  job: string;
  /** The metrics URL (`http://127.0.0.1:PORT/metrics`). */
  url: string;
  /** Sent as `Authorization: Bearer …` when set. */
  token?: string;
};

export type Sample = { labels: Record<string, string>; value: number };

export type Prometheus = {
  /**
   * An instant query (PromQL) against what it scraped: each series' labels and value — as of
   * `at` (seconds since the epoch) when given, else now.
   */
  query(expression: string, at?: number): Promise<Sample[]>;
  /** Waits until `check` holds of the query's answer (scrapes come twice a second). */
  until(
    expression: string,
    check: (samples: Sample[]) => boolean,
    timeoutMs?: number,
  ): Promise<Sample[]>;
  close(): Promise<void>;
};

/**
 * Debian's Prometheus (the real server: its own scraper and exposition-format parser, its
 * PromQL) on 127.0.0.1, scraping `targets` twice a second into a throwaway directory.
 */
export async function startPrometheus(targets: readonly ScrapeTarget[]): Promise<Prometheus> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-prometheus-'));
  const config = {
    global: { scrape_interval: '500ms', scrape_timeout: '450ms', evaluation_interval: '1s' },
    // One scrape config a job, with each of its targets (same path and token).
    scrape_configs: [...new Set(targets.map((target) => target.job))].map((job) => {
      const each = targets.filter((target) => target.job === job);
      const url = new URL(each[0]!.url);
      const token = each[0]!.token;
      return {
        job_name: job,
        metrics_path: url.pathname,
        ...(token ? { authorization: { type: 'Bearer', credentials: token } } : {}),
        static_configs: [{ targets: each.map((target) => new URL(target.url).host) }],
      };
    }),
  };
  // YAML is a superset of JSON: the configuration as JSON is a valid prometheus.yml.
  writeFileSync(join(dir, 'prometheus.yml'), JSON.stringify(config));

  // The port is chosen free, then taken by Prometheus: another process may take it in between,
  // so a start that cannot listen is tried again on another.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const child = spawn(
      'prometheus',
      [
        `--config.file=${join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${join(dir, `data-${attempt}`)}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const base = `http://127.0.0.1:${port}`;
    const ready = await readyOrExit(child, `${base}/-/ready`);
    if (ready) return handle(child, base, dir);
    if (attempt >= 3 || !/address already in use/.test(log)) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`prometheus did not start:\n${log}`);
    }
  }
}

function handle(child: ChildProcess, base: string, dir: string): Prometheus {
  async function query(expression: string, at?: number): Promise<Sample[]> {
    const time = at === undefined ? '' : `&time=${at}`;
    const response = await fetch(
      `${base}/api/v1/query?query=${encodeURIComponent(expression)}${time}`,
    );
    const body = (await response.json()) as {
      status: string;
      error?: string;
      data?: { result: { metric: Record<string, string>; value: [number, string] }[] };
    };
    if (body.status !== 'success') throw new Error(`PromQL ${expression}: ${body.error}`);
    return body.data!.result.map((series) => ({
      labels: series.metric,
      value: Number(series.value[1]),
    }));
  }
  return {
    query,
    async until(expression, check, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const samples = await query(expression);
        if (check(samples)) return samples;
        if (Date.now() > deadline) {
          throw new Error(`${expression} never held; last: ${JSON.stringify(samples)}`);
        }
        await new Promise((next) => setTimeout(next, 250));
      }
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Ready (true), or the process ended first (false); 30 s at most. */
async function readyOrExit(child: ChildProcess, url: string): Promise<boolean> {
  let exited = child.exitCode !== null;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 30_000;
  while (!exited && Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((next) => setTimeout(next, 100));
  }
  if (!exited) child.kill('SIGKILL');
  return false;
}
