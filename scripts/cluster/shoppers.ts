import { randomInt } from 'node:crypto';
import { call, keepAlive } from './http.ts';

// The browsing half of `pnpm bench:blackfriday`, in a process of its own (bench-blackfriday.ts
// forks it): shoppers asking for public pages through nginx without pause. Apart from the
// buyers, as their browsers are: in one process, 200 shoppers' answers queued on the same event
// loop as the buyers' and added ~80 ms of the load generator's own waiting to each step of a
// buyer's round (nginx's log timed the same requests 80 ms shorter than the buyers did).

export type ShoppersJob = {
  port: number;
  shoppers: number;
  durationMs: number;
  /**
   * Who the shoppers visit: a group is picked by its weight (the weights add up to 1), then one
   * of its hosts at random, then a path. The many stores of a copy share one list of slugs.
   */
  stores: { hosts: string[]; slugs: string[]; weight: number }[];
  searchTerms: string[];
  campaign: string;
};

export type ShoppersResult = {
  /** Each answered page's time, in milliseconds. */
  ms: number[];
  /** Answers by nginx's X-Cache-Status. */
  cache: Record<string, number>;
  errors: string[];
  seconds: number;
};

async function browse(job: ShoppersJob): Promise<ShoppersResult> {
  const agent = keepAlive(job.shoppers);
  const ms: number[] = [];
  const cache: Record<string, number> = {};
  const errors: string[] = [];
  const started = performance.now();
  const deadline = started + job.durationMs;

  function pick() {
    let draw = Math.random();
    const group = job.stores.find((g) => (draw -= g.weight) < 0) ?? job.stores.at(-1)!;
    return { host: group.hosts[randomInt(group.hosts.length)]!, slugs: group.slugs };
  }

  async function shopper() {
    while (performance.now() < deadline) {
      const store = pick();
      const r = Math.random();
      const slug = store.slugs[randomInt(store.slugs.length)]!;
      const path =
        r < 0.2
          ? '/'
          : r < 0.7
            ? `/produto/${slug}`
            : r < 0.9
              ? `/pesquisar/${encodeURIComponent(job.searchTerms[randomInt(job.searchTerms.length)]!)}`
              : `/produto/${slug}${job.campaign}`;
      try {
        const answer = await call({
          port: job.port,
          host: store.host,
          path,
          agent,
          headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
        });
        if (answer.status !== 200) {
          errors.push(`${answer.status} ${path}`);
          continue;
        }
        ms.push(answer.ms);
        const status = String(answer.headers['x-cache-status'] ?? '-');
        cache[status] = (cache[status] ?? 0) + 1;
      } catch (error) {
        errors.push(`${(error as Error).message} ${path}`);
      }
    }
  }

  await Promise.all(Array.from({ length: job.shoppers }, shopper));
  agent.destroy();
  return { ms, cache, errors, seconds: (performance.now() - started) / 1000 };
}

process.once('message', (job: ShoppersJob) => {
  void browse(job).then((result) => process.send!(result, undefined, {}, () => process.exit(0)));
});
