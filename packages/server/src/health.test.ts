import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readiness, serveProbes, type Lifecycle } from './health.ts';

// The probes an orchestrator asks, on a real socket (serveProbes: what a worker serves).

const lifecycle: Lifecycle = { draining: false };
let failing = false;
const server = await serveProbes(
  {
    database: async () => {
      if (failing) throw new Error('down');
    },
    queue: async () => undefined,
  },
  lifecycle,
  { port: 0, hostname: '127.0.0.1' },
);
afterAll(() => server.close());
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const probe = async (path: string) => {
  const res = await fetch(`${url}${path}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
};

describe('the probes', () => {
  it('answers alive, and ready while every check passes', async () => {
    expect(await probe('/healthz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ok' },
    });
    expect(await probe('/readyz')).toEqual({
      status: 200,
      cache: 'no-store',
      body: { status: 'ready', draining: false, checks: { database: 'ok', queue: 'ok' } },
    });
  });

  it('answers not ready, naming the part, while a check fails — alive all the same', async () => {
    failing = true;
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'not_ready', checks: { database: 'failing', queue: 'ok' } },
      });
      expect((await probe('/healthz')).status).toBe(200);
    } finally {
      failing = false;
    }
  });

  it('answers not ready once draining, its parts all well', async () => {
    lifecycle.draining = true;
    try {
      expect(await probe('/readyz')).toMatchObject({
        status: 503,
        body: { status: 'not_ready', draining: true, checks: { database: 'ok', queue: 'ok' } },
      });
    } finally {
      lifecycle.draining = false;
    }
  });

  it('counts a check that does not answer in time as failing', async () => {
    const answer = await readiness(
      { slow: () => new Promise((later) => setTimeout(later, 1_000)) },
      { draining: false },
      50,
    );
    expect(answer).toEqual({ status: 'not_ready', draining: false, checks: { slow: 'failing' } });
  });
});
