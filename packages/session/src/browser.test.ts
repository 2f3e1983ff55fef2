// @vitest-environment jsdom
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchSessionAccount,
  MARKER_POLL_MS,
  SESSION_RECHECK_MS,
  sessionMarker,
  watchSession,
} from './browser.ts';
import { mountSession } from './server.ts';

// The page's side against the app's real session server (mountSession on 127.0.0.1) and an API
// of the test's own behind it. The page's fetch goes out with this document's cookies (jsdom's
// jar, HttpOnly ones included) and brings the answer's Set-Cookie back into them, as a browser
// does for a same-origin fetch.
const ACCOUNT = {
  _id: 'acc-1',
  email: 'marina@exemplo.com.br',
  first_name: 'Marina',
  last_name: 'Costa',
  store_id: 'store-1',
};
let tokenState: 'valid' | 'revoked' | 'api-down' = 'valid';
const validations: string[] = [];

const api = new Hono();
api.post('/customers/login', () =>
  Response.json({
    access_token: 'tok-secret',
    expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    account: ACCOUNT,
  }),
);
api.post('/api/validate_user', async (c) => {
  validations.push(((await c.req.json()) as { access_token: string }).access_token);
  if (tokenState === 'api-down') return c.json({ code: 'unavailable', message: '' }, 503);
  if (tokenState === 'revoked') return c.json({ code: 'unauthorized', message: '' }, 401);
  return c.json(ACCOUNT);
});
const appServer = new Hono();

async function listen(fetch: Hono['fetch']) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const apiUrl = await listen(api.fetch);
mountSession(appServer, { kind: 'customer', apiUrl, storeIdFor: async () => 'store-1' });
const appOrigin = await listen(appServer.fetch);

// The jsdom instance Vitest's environment puts on globalThis: its cookie jar is the document's.
type CookieJar = {
  getCookieStringSync(url: string): string;
  setCookieSync(cookie: string, url: string): unknown;
  removeAllCookiesSync(): void;
};
const jar = (globalThis as unknown as { jsdom: { cookieJar: CookieJar } }).jsdom.cookieJar;
const nodeFetch = globalThis.fetch;
let inFlight = 0;
async function pageFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  // The app's server shares this process (and its global fetch): its calls to the API go as
  // they are. The page only ever calls its own origin, by path.
  if (/^https?:/.test(String(input))) return nodeFetch(input, init);
  const url = new URL(String(input), document.URL);
  inFlight += 1;
  try {
    const response = await nodeFetch(`${appOrigin}${url.pathname}${url.search}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        origin: appOrigin,
        cookie: jar.getCookieStringSync(document.URL),
      },
    });
    for (const cookie of response.headers.getSetCookie()) jar.setCookieSync(cookie, document.URL);
    return response;
  } finally {
    inFlight -= 1;
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Logs in through the app's server, as the login screen does: both cookies in this document. */
async function logIn() {
  const response = await fetch('/_session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT.email, password: 'x' }),
  });
  expect(response.status).toBe(200);
  expect(sessionMarker('customer')).toBeDefined();
}

// Watchers stop after each test, passed or failed: one left running would serve the next test.
const stops: (() => void)[] = [];
function follow(onChange: (marker: string | undefined) => void = () => {}) {
  stops.push(watchSession('customer', onChange));
}

/** Until the page's calls to its server have come back and what follows them has run. */
async function settled() {
  await vi.waitFor(() => expect(inFlight).toBe(0));
  await new Promise((resolve) => setImmediate(resolve));
}

beforeEach(() => {
  tokenState = 'valid';
  validations.length = 0;
  vi.stubGlobal('fetch', pageFetch);
  // Only the page's intervals are the test's: the sockets keep their own timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  jar.removeAllCookiesSync();
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sessionMarker', () => {
  it('reads this kind’s marker cookie only', () => {
    document.cookie = 'seller_session=s1';
    expect(sessionMarker('customer')).toBeUndefined();
    document.cookie = 'customer_session=c1';
    expect(sessionMarker('customer')).toBe('c1');
    expect(sessionMarker('operator')).toBeUndefined();
    document.cookie = 'operator_session=o1';
    expect(sessionMarker('operator')).toBe('o1');
    expect(sessionMarker('seller')).toBe('s1');
  });
});

describe('watchSession', () => {
  it('tells of a logout and of a new login within one 300 ms poll (spec §9)', () => {
    document.cookie = 'customer_session=c1';
    const changes: (string | undefined)[] = [];
    follow((marker) => changes.push(marker));
    vi.advanceTimersByTime(MARKER_POLL_MS);
    expect(changes).toEqual([]);
    document.cookie = 'customer_session=; Max-Age=0';
    vi.advanceTimersByTime(MARKER_POLL_MS);
    expect(changes).toEqual([undefined]);
    document.cookie = 'customer_session=c2';
    vi.advanceTimersByTime(MARKER_POLL_MS);
    expect(changes).toEqual([undefined, 'c2']);
    for (const stop of stops.splice(0)) stop();
    document.cookie = 'customer_session=c3';
    vi.advanceTimersByTime(3 * MARKER_POLL_MS);
    expect(changes).toHaveLength(2);
  });

  it('asks the server now and then while visible, and logs out a session it refuses', async () => {
    await logIn();
    const changes: (string | undefined)[] = [];
    follow((marker) => changes.push(marker));
    // Polling the marker asks the server nothing.
    vi.advanceTimersByTime(SESSION_RECHECK_MS - MARKER_POLL_MS);
    await settled();
    expect(validations).toEqual([]);

    vi.advanceTimersByTime(MARKER_POLL_MS);
    await settled();
    expect(validations).toEqual(['tok-secret']);
    expect(changes).toEqual([]);

    tokenState = 'revoked'; // from another device
    vi.advanceTimersByTime(SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(2);
    expect(changes).toEqual([undefined]);
    expect(sessionMarker('customer')).toBeUndefined();
    expect(jar.getCookieStringSync(document.URL)).toBe('');
    // Logged out: nothing more to ask.
    vi.advanceTimersByTime(2 * SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(2);
  });

  it('asks as the tab comes back into view or gets the focus, never while hidden', async () => {
    await logIn();
    const changes: (string | undefined)[] = [];
    follow((marker) => changes.push(marker));
    // Coming back to a tab brings both at once: one ask serves them.
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    await settled();
    expect(validations).toHaveLength(1);

    tokenState = 'revoked';
    setVisibility('hidden');
    vi.advanceTimersByTime(SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(1);
    expect(changes).toEqual([]);

    setVisibility('visible');
    await settled();
    expect(validations).toHaveLength(2);
    expect(changes).toEqual([undefined]);
  });

  it('keeps the session when the server could not tell (the API did not answer)', async () => {
    await logIn();
    const changes: (string | undefined)[] = [];
    follow((marker) => changes.push(marker));
    tokenState = 'api-down';
    vi.advanceTimersByTime(SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(1);
    vi.advanceTimersByTime(MARKER_POLL_MS);
    expect(changes).toEqual([]);
    expect(sessionMarker('customer')).toBeDefined();
  });

  it('asks once for every caller on the page', async () => {
    await logIn();
    follow();
    follow();
    vi.advanceTimersByTime(SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(1);
    for (const stop of stops.splice(0)) stop();
    vi.advanceTimersByTime(SESSION_RECHECK_MS);
    await settled();
    expect(validations).toHaveLength(1);
  });
});

describe('fetchSessionAccount', () => {
  it('is the account, null once the server refused the session, and unknown without an answer', async () => {
    expect(await fetchSessionAccount('customer')).toBeNull();
    expect(validations).toEqual([]);
    await logIn();
    expect(await fetchSessionAccount('customer')).toEqual(ACCOUNT);
    tokenState = 'api-down';
    await expect(fetchSessionAccount('customer')).rejects.toThrow();
    expect(sessionMarker('customer')).toBeDefined();
    tokenState = 'revoked';
    expect(await fetchSessionAccount('customer')).toBeNull();
    expect(sessionMarker('customer')).toBeUndefined();
  });
});
