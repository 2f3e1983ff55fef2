import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { storeHosts } from '../src/db/schema/index.ts';
import { HOST_ANSWER_MS } from '../src/features/tls/host-answers.ts';
import { createStore } from './fixtures/catalog.ts';
import { call, createTestApp } from './harness.ts';

// Caddy's on-demand TLS permission (on_demand_tls { ask }): a 2xx answer lets it obtain a
// certificate for the name. Yes only for a host a store answers at, asked from this machine.

let clock = Date.parse('2026-11-30T12:00:00Z');
const { app, db } = await createTestApp({ now: () => new Date(clock) });
const store = await createStore(db, { hosts: ['loja-tls.vitrine.test'] });

/** The app on a real socket on 127.0.0.1, where Caddy asks it. */
const server = await new Promise<ReturnType<typeof serve>>((listening) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    listening(started),
  );
});
afterAll(() => new Promise((closed) => server.close(closed)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const ask = async (domain: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}/tls/ask?domain=${encodeURIComponent(domain)}`, { headers });
  return { status: res.status, json: (await res.json()) as { domain?: string; code?: string } };
};

describe('GET /tls/ask', () => {
  it("says yes to a store's host, however the handshake spells it", async () => {
    expect(await ask('loja-tls.vitrine.test')).toEqual({
      status: 200,
      json: { domain: 'loja-tls.vitrine.test' },
    });
    expect(await ask('LOJA-TLS.Vitrine.Test.')).toEqual({
      status: 200,
      json: { domain: 'loja-tls.vitrine.test' },
    });
  });

  it('says no to a name no store answers at', async () => {
    const res = await ask('www.nenhuma-loja.com.br');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('unknown_host');
  });

  it('refuses a missing or oversized name with a 400', async () => {
    expect((await fetch(`${base}/tls/ask`)).status).toBe(400);
    expect((await ask(`${'a'.repeat(250)}.com.br`)).status).toBe(400);
  });

  it('keeps each answer for its time: a domain added is seen after it, not before', async () => {
    const domain = 'www.loja-nova.com.br';
    expect((await ask(domain)).status).toBe(404);
    await db.insert(storeHosts).values({ host: domain, storeId: store.id });
    expect((await ask(domain)).status).toBe(404);
    clock += HOST_ANSWER_MS - 1;
    expect((await ask(domain)).status).toBe(404);
    clock += 1;
    expect((await ask(domain)).status).toBe(200);
  });

  it('answers only this machine', async () => {
    // Through a proxy that reports another address, and with no socket at all (app.request).
    const forwarded = await ask('loja-tls.vitrine.test', { 'X-Forwarded-For': '203.0.113.9' });
    expect(forwarded.status).toBe(403);
    expect(forwarded.json.code).toBe('local_only');
    const noSocket = await call(app, 'GET', '/tls/ask?domain=loja-tls.vitrine.test');
    expect(noSocket.status).toBe(403);
  });
});
