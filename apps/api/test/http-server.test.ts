import { Agent, request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { createStore } from './fixtures/catalog.ts';
import { uniqueEmail } from './fixtures/accounts.ts';
import { createTestApp } from './harness.ts';
import { serveApp } from './servers/api.ts';

// What only a real server socket shows: the peer address the API reads, and what a connection
// carries after a refused body. The API trusts no proxy here (TRUST_PROXY=none).
// The clock stands still: the login limit counts in fixed windows, and 31 slow logins on a
// loaded machine could otherwise straddle a window's edge and start counting again.
const { app, db } = await createTestApp({
  config: { TRUST_PROXY: 'none' },
  now: () => new Date('2026-11-26T12:00:00-03:00'),
});
const { url } = await serveApp(app);
const store = await createStore(db);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

/** One request on the shared keep-alive agent (one socket at a time, reused when allowed). */
function send(path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer & { text: string }>((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'x-store-id': store.id,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the API on a real socket', () => {
  it('counts a client by its socket: rotating a forged X-Forwarded-For escapes no limit', async () => {
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 31; i += 1) {
      last = await send(
        '/customers/login',
        JSON.stringify({ email: uniqueEmail(), password: 'Errada@1' }),
        { 'x-forwarded-for': `203.0.113.${i}` },
      );
      statuses.push(last.status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.at(-1)).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it.each([
    ['a declared length', {}],
    ['a chunked body', { 'transfer-encoding': 'chunked' }],
  ])(
    'closes the connection cleanly after a 413 with %s: the next request goes through',
    async (_, headers) => {
      const refused = await send(
        '/customers/recover-access',
        JSON.stringify({ email: 'x'.repeat(2_000_000) }),
        headers,
      );
      expect(refused.status).toBe(413);
      expect(refused.headers.connection).toBe('close');
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'payload_too_large' });
      const next = await send(`/stores/by-host?host=nada.localhost`);
      expect(next.status).toBe(200);
    },
  );
});
