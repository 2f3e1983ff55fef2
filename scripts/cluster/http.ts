import { Agent, request as httpRequest } from 'node:http';

// A small HTTP client for the load: node:http on kept-alive sockets (fetch costs too much CPU
// on a 2-core machine that also runs what it measures), connecting to 127.0.0.1 with the Host a
// shopper's browser would send.

export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
};

export type Call = {
  method?: string;
  port: number;
  host?: string;
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** Read the body as text (otherwise it is drained). */
  read?: boolean;
  agent?: Agent;
  timeoutMs?: number;
};

export const keepAlive = (maxSockets: number) =>
  new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });

/** Resolves with the answer, or rejects on a connection error or timeout (no answer at all). */
export function call(options: Call): Promise<Answer> {
  const started = performance.now();
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = {
    host: options.host ?? `127.0.0.1:${options.port}`,
    ...options.headers,
  };
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => {
          if (options.read) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
