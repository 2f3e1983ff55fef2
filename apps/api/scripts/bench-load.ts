import autocannon from 'autocannon';

export type Figures = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/**
 * Runs autocannon against `paths` (taken in turn, so the database cannot answer one cached
 * row) and computes the percentiles from every response time it reports.
 */
export async function measure(options: {
  base: string;
  paths: string[];
  headers: Record<string, string>;
  seconds: number;
  connections: number;
}): Promise<Figures> {
  let turn = 0;
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              path: options.paths[turn++ % options.paths.length]!,
            }),
          },
        ],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      latencies.push(time);
      if (status >= 400) errors += 1;
    });
  });
  return figuresOf(latencies, options.seconds, errors + result.errors + result.timeouts);
}

/** The percentiles of every answer's time (ms) over a measure of `seconds`. */
export function figuresOf(latencies: number[], seconds: number, errors: number): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    requests: sorted.length,
    rps: sorted.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}
