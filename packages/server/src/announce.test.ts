import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { announceWhenApiIsUp } from './announce.ts';

const TEXT = {
  waiting: 'aguardando',
  ready: ['no ar', 'http://localhost:3000'],
  gaveUp: 'não respondeu',
};

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** An API stand-in that answers 503 to its first `downFor` probes, then 200. */
async function apiUpAfter(downFor: number) {
  let probes = 0;
  server = createServer((req, res) => {
    probes += 1;
    res.writeHead(probes > downFor ? 200 : 503, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('announceWhenApiIsUp', () => {
  it('says it waits once, then prints the stores when the API answers', async () => {
    const url = await apiUpAfter(2);
    const lines: string[] = [];
    const up = await announceWhenApiIsUp(url, TEXT, {
      everyMs: 5,
      log: (line) => lines.push(line),
    });
    expect(up).toBe(true);
    expect(lines).toEqual(['aguardando', 'no ar', 'http://localhost:3000']);
  });

  it('prints the stores at once when the API is already up', async () => {
    const lines: string[] = [];
    await announceWhenApiIsUp(await apiUpAfter(0), TEXT, { log: (line) => lines.push(line) });
    expect(lines).toEqual(['no ar', 'http://localhost:3000']);
  });

  it('gives up after its tries and says the pages fail until the API is up', async () => {
    const url = await apiUpAfter(Infinity);
    const lines: string[] = [];
    const errors: string[] = [];
    const up = await announceWhenApiIsUp(url, TEXT, {
      tries: 3,
      everyMs: 5,
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    });
    expect(up).toBe(false);
    expect(lines).toEqual(['aguardando']);
    expect(errors).toEqual(['não respondeu']);
  });
});
