import { expect, storeUrl, test } from './support/fixtures.ts';

// The first paint waits for the page's CSS and picture, not for its JavaScript
// (src/app/first-paint-hints.tsx, README "`pnpm bench:web`"): React 19 hoists the module
// preloads to the top of <head>, and on HTTP/1.1's six connections per origin stylesheets asked
// for after them waited for the scripts.

// Public pages (private ones keep React Router's order: their screens fill in after hydration).
const PAGES = [
  '/',
  '/produto/camiseta-basica-de-algodao',
  '/pesquisar/camisa',
  '/paginas/sobre-nos',
];

function linksOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => ({
    rel: /\brel="([^"]+)"/.exec(tag)?.[1],
    as: /\bas="([^"]+)"/.exec(tag)?.[1],
    href: /\bhref="([^"]+)"/.exec(tag)?.[1],
    priority: /\bfetchPriority="([^"]+)"/i.exec(tag)?.[1],
  }));
}

test('the server HTML names every stylesheet first, then each module at low priority', async ({
  request,
}) => {
  for (const path of PAGES) {
    const links = linksOf(await (await request.get(storeUrl('localhost', path))).text());
    const modules = links.filter((link) => link.rel === 'modulepreload');
    const stylesheets = links.filter((link) => link.rel === 'stylesheet');
    const firstModule = links.findIndex((link) => link.rel === 'modulepreload');
    expect(modules.length, path).toBeGreaterThan(0);
    expect(stylesheets.length, path).toBeGreaterThan(0);
    for (const { href } of stylesheets) {
      const first = links.findIndex(
        (link) => link.href === href && (link.rel === 'stylesheet' || link.as === 'style'),
      );
      expect(first, `${path}: ${href}`).toBeLessThan(firstModule);
    }
    // The browser fetches a module at the priority of the first link that names it.
    for (const { href } of modules) {
      expect(modules.find((link) => link.href === href)?.priority, `${path}: ${href}`).toBe('low');
    }
  }
});

test('the browser asks for the stylesheets first, then for each module once at low priority', async ({
  context,
}) => {
  for (const path of PAGES) {
    // A tab of its own: no late request of the previous page counts.
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: Array<{ type: string; url: string; priority: string }> = [];
    cdp.on('Network.requestWillBeSent', ({ request, type }) =>
      asked.push({ type: type ?? '', url: request.url, priority: request.initialPriority }),
    );
    const response = await page.goto(storeUrl('localhost', path));
    await page.waitForLoadState('load');
    // The server's stylesheets and modules (a lazy part of the page loads its own later).
    const links = linksOf(await response!.text());
    const absolute = (href: string) => new URL(href, response!.url()).href.split('#')[0]!;
    const stylesheets = links
      .filter((link) => link.rel === 'stylesheet')
      .map((link) => absolute(link.href!));
    const modules = new Set(
      links.filter((link) => link.rel === 'modulepreload').map((link) => absolute(link.href!)),
    );
    const firstScript = asked.findIndex((request) => request.type === 'Script');
    expect(firstScript, path).toBeGreaterThan(0);
    for (const href of stylesheets) {
      const index = asked.findIndex((request) => request.url.split('#')[0] === href);
      expect(index, `${path}: ${href} in ${JSON.stringify(asked)}`).toBeGreaterThanOrEqual(0);
      expect(index, `${path}: ${href}`).toBeLessThan(firstScript);
    }
    for (const href of modules) {
      const requests = asked.filter((request) => request.url === href);
      expect(requests.length, `${path}: ${href}`).toBe(1);
      expect(requests[0]!.priority, `${path}: ${href}`).toBe('Low');
    }
    await page.close();
  }
});
