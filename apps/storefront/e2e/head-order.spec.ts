import { expect, storeUrl, test } from './support/fixtures.ts';

// The first paint waits for the page's CSS, not for its JavaScript (src/app/stylesheets-first.tsx,
// README "`pnpm bench:web`"): React 19 hoists the module preloads to the top of <head>, and on
// HTTP/1.1's six connections per origin stylesheets asked for after them wait for the scripts.

const PAGES = ['/', '/produto/camiseta-basica-de-algodao', '/pesquisar/camisa', '/login'];

test('the server HTML names every stylesheet before the first module preload', async ({
  request,
}) => {
  for (const path of PAGES) {
    const html = await (await request.get(storeUrl('localhost', path))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
      rel: /\brel="([^"]+)"/.exec(tag)?.[1],
      as: /\bas="([^"]+)"/.exec(tag)?.[1],
      href: /\bhref="([^"]+)"/.exec(tag)?.[1],
    }));
    const firstScript = links.findIndex((link) => link.rel === 'modulepreload');
    const stylesheets = links.filter((link) => link.rel === 'stylesheet');
    expect(firstScript, path).toBeGreaterThan(0);
    expect(stylesheets.length, path).toBeGreaterThan(0);
    for (const { href } of stylesheets) {
      const first = links.findIndex(
        (link) => link.href === href && (link.rel === 'stylesheet' || link.as === 'style'),
      );
      expect(first, `${path}: ${href}`).toBeLessThan(firstScript);
    }
  }
});

test('the browser asks for every stylesheet of the page before any script', async ({ context }) => {
  for (const path of PAGES) {
    // A tab of its own: no late request of the previous page counts.
    const page = await context.newPage();
    const asked: Array<{ type: string; url: string }> = [];
    const record = (request: { resourceType(): string; url(): string }) =>
      asked.push({ type: request.resourceType(), url: request.url() });
    page.on('request', record);
    const response = await page.goto(storeUrl('localhost', path));
    page.off('request', record);
    // The server's stylesheets (a lazy part of the page adds its own after hydration).
    const html = await response!.text();
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"/g)].map(
      ([, href]) => new URL(href!, response!.url()).href,
    );
    const firstScript = asked.findIndex((request) => request.type === 'script');
    expect(firstScript, path).toBeGreaterThan(0);
    expect(stylesheets.length, path).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const index = asked.findIndex((request) => request.url.split('#')[0] === href);
      expect(index, `${path}: ${href} in ${JSON.stringify(asked)}`).toBeGreaterThanOrEqual(0);
      expect(index, `${path}: ${href}`).toBeLessThan(firstScript);
    }
    await page.close();
  }
});
