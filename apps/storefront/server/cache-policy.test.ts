import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import {
  cachePolicy,
  pagePath,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  publicCacheControl,
  routeKind,
} from './cache-policy.ts';
import { FRESH_UNTIL_HEADER } from '../src/lib/fresh-until.ts';
import { PRIVATE_PAGE_HEADER } from '../src/lib/private-page.ts';

// The rule on a real Hono app, with the compress middleware in front as createStorefrontServer
// has it; the pages stand for React Router's answers (the e2e caching.spec.ts runs the real
// ones).
function server() {
  const app = new Hono();
  app.use('*', compress());
  app.all('*', cachePolicy, (c) => {
    const path = new URL(c.req.url).pathname;
    const page = `<html><body>${'página '.repeat(300)} ${path}</body></html>`;
    if (path === '/com-cookie') {
      return c.html(page, 200, { 'Set-Cookie': 'x=1', 'Cache-Control': 'public' });
    }
    if (path === '/falha') return c.html('erro', 500);
    if (path.startsWith('/em-breve')) {
      // A store that is not open: its status page, with the nonce of its render.
      const nonce = crypto.randomUUID();
      return c.html(`${page}<script nonce="${nonce}"></script>`, 200, {
        [PRIVATE_PAGE_HEADER]: '1',
        'Content-Security-Policy': `script-src 'nonce-${nonce}'`,
      });
    }
    if (path === '/sumiu' || path === '/loja-nao-encontrada') return c.html('404', 404);
    if (path === '/pesquisar') return c.redirect('/pesquisar/vaso');
    if (path === '/slider') {
      // A banner ends in 100 s.
      const until = new Date(Date.now() + 100_500).toISOString();
      return c.html(page, 200, { [FRESH_UNTIL_HEADER]: until });
    }
    return c.html(page, 200, { 'Cache-Control': 'public, max-age=3600' });
  });
  return app;
}

describe('routeKind', () => {
  it.each([
    ['/', 'public'],
    ['/_.data', 'public'],
    ['/produto/vaso', 'public'],
    ['/produto/vaso.data', 'public'],
    ['/servicos/montagem', 'public'],
    ['/pesquisar/vaso', 'public'],
    ['/paginas/sobre-nos', 'public'],
    ['/slider', 'public'],
    ['/robots.txt', 'public'],
    ['/sitemap.xml', 'public'],
    ['/loginho', 'public'],
    ['/minha-conta', 'private'],
    ['/minha-conta/meus-pedidos/A1', 'private'],
    ['/minha-conta/meus-dados.data', 'private'],
    ['/finalizar-compra/carrinho', 'private'],
    ['/finalizar-compra/pagar.data', 'private'],
    ['/login', 'private'],
    ['/login.data', 'private'],
    ['/login/criar-senha/abc', 'private'],
    // A review invitation names one buyer's order.
    ['/avaliar/abc', 'private'],
    ['/_api/cart', 'private'],
    ['/_session/login', 'private'],
    ['/__manifest', 'versioned'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind);
  });

  it.each([
    ['/_.data', '/'],
    ['/_root.data', '/'],
    ['/produto/vaso.data', '/produto/vaso'],
    ['/servicos/_.data', '/servicos/'],
  ])('reads %s as the page %s', (path, page) => {
    expect(pagePath(path)).toBe(page);
  });
});

describe('publicCacheControl', () => {
  const now = Date.parse('2026-03-05T12:00:00Z');
  it.each([
    [null, PUBLIC_CACHE_CONTROL],
    [now + 3_600_000, 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'],
    [now + 100_000, 'public, max-age=0, s-maxage=60, stale-while-revalidate=40'],
    [now + 20_900, 'public, max-age=0, s-maxage=20'],
    [now + 999, 'no-store'],
    [now - 1, 'no-store'],
  ])('keeps no shared copy past %s', (until, rule) => {
    expect(publicCacheControl(until, now)).toBe(rule);
  });
});

describe('cachePolicy', () => {
  it('caps a page that names when it changes, also on its 304, and drops the header', async () => {
    const app = server();
    const first = await app.request('http://loja.test/slider');
    const capped = 'public, max-age=0, s-maxage=60, stale-while-revalidate=40';
    expect(first.headers.get('cache-control')).toBe(capped);
    expect(first.headers.get(FRESH_UNTIL_HEADER)).toBeNull();
    expect(first.headers.get('vary')).toBe('Host, Accept-Encoding');
    const again = await app.request('http://loja.test/slider', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(capped);
  });

  it('lets a shared cache keep a public page, by host and encoding, overriding the route', async () => {
    const response = await server().request('http://loja.test/produto/vaso', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(response.headers.get('vary')).toBe('Host, Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+"$/);
  });

  it('answers 304 to a matching If-None-Match, with the same cache headers', async () => {
    const app = server();
    const first = await app.request('http://loja.test/produto/vaso.data');
    const tag = first.headers.get('etag')!;
    const again = await app.request('http://loja.test/produto/vaso.data', {
      headers: { 'if-none-match': tag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(again.headers.get('vary')).toBe('Host, Accept-Encoding');

    const other = await app.request('http://loja.test/produto/outro.data', {
      headers: { 'if-none-match': tag },
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('etag')).not.toBe(tag);
  });

  it.each(['/minha-conta/meus-dados', '/finalizar-compra/carrinho', '/login', '/_api/cart'])(
    'keeps %s private, with no validator',
    async (path) => {
      const response = await server().request(`http://loja.test${path}`);
      expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(response.headers.get('etag')).toBeNull();
    },
  );

  it('keeps every page of a store that is not open private whatever its path, drops the marker, and never answers it 304', async () => {
    const app = server();
    const first = await app.request('http://loja.test/em-breve/produto/vaso');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(first.headers.get('vary')).not.toContain('Host');
    expect(first.headers.has(PRIVATE_PAGE_HEADER)).toBe(false);
    const again = await app.request('http://loja.test/em-breve/produto/vaso', {
      headers: { 'if-none-match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("leaves React Router's versioned route manifest its own year", async () => {
    const response = await server().request('http://loja.test/__manifest?version=abc');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('never lets a shared cache keep a public page that sets a cookie', async () => {
    const response = await server().request('http://loja.test/com-cookie');
    expect(response.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });

  it.each(['/falha', '/sumiu', '/loja-nao-encontrada', '/pesquisar'])(
    'keeps no copy of the error or redirect at %s',
    async (path) => {
      const response = await server().request(`http://loja.test${path}`);
      expect(response.status).not.toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );
});
