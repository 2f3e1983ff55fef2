import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { toPrimaryHost } from './primary-host.ts';

// The redirect on a real Hono app, in front of a stand-in for React Router's pages.
const PRIMARY: Record<string, string> = {
  'aurora.vitrine.com.br': 'www.lojaaurora.com.br',
  'lojaaurora.com.br': 'www.lojaaurora.com.br',
  'www.lojaaurora.com.br': 'www.lojaaurora.com.br',
};
const asked: string[] = [];
const app = new Hono();
app.on(
  ['GET', 'HEAD'],
  '*',
  toPrimaryHost(async (host) => {
    asked.push(host);
    return PRIMARY[host.replace(/:\d+$/, '')] ?? null;
  }),
);
app.all('*', (c) => c.text(`página ${new URL(c.req.url).pathname}`));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.request(url, { headers, redirect: 'manual' });

describe('toPrimaryHost', () => {
  it('moves a page on another host of the store to its primary domain, path and query kept', async () => {
    const res = await get('http://aurora.vitrine.com.br/produto/caneca?cor=azul', {
      'X-Forwarded-Proto': 'https',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      'https://www.lojaaurora.com.br/produto/caneca?cor=azul',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the scheme and port the shopper used, and refuses a scheme that is not http(s)', async () => {
    const local = await get('http://lojaaurora.com.br:3000/', {
      'X-Forwarded-Proto': 'javascript',
    });
    expect(local.headers.get('location')).toBe('http://www.lojaaurora.com.br:3000/');
  });

  it('serves the primary domain itself, a store without one, and React Router’s own requests', async () => {
    expect((await get('https://www.lojaaurora.com.br/produto/caneca')).status).toBe(200);
    expect((await get('https://casaipe.com.br/')).status).toBe(200);
    const before = asked.length;
    expect((await get('https://aurora.vitrine.com.br/produto/caneca.data')).status).toBe(200);
    expect((await get('https://aurora.vitrine.com.br/__manifest?version=1')).status).toBe(200);
    // Not even asked: a client navigation's data stays on the host the page was loaded from.
    expect(asked.length).toBe(before);
  });
});
