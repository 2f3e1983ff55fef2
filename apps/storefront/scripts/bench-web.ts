import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freePort,
  startProcess,
  stopProcess,
  storefrontDir,
  waitFor,
} from '../e2e/support/servers.ts';
import { INITIAL_JS_ORIGINS, initialJsByOrigin, initialJsGzip } from './initial-js.ts';

// `pnpm bench:web` (the README's numbers): Lighthouse, mobile preset, on the BUILT storefront in
// front of the real API with the demo data. A benchmark, not a test: it prints, it does not
// judge.
// The checkout pages (spec §2, buyer login required) are measured logged in, with a product in
// the cart: `loggedIn` pages get the demo customer's session cookie (see sessionCookie below).
const PAGES: Array<{ name: string; path: string; route: string; loggedIn?: boolean }> = [
  { name: 'início', path: '/', route: 'features/catalog/routes/home' },
  {
    name: 'produto',
    path: '/produto/camiseta-basica-de-algodao',
    route: 'features/catalog/routes/product',
  },
  { name: 'busca', path: '/pesquisar/camisa', route: 'features/catalog/routes/search' },
  {
    name: 'carrinho',
    path: '/finalizar-compra/carrinho',
    route: 'features/cart/routes/cart',
    loggedIn: true,
  },
  {
    name: 'pagar',
    path: '/finalizar-compra/pagar',
    route: 'features/checkout/routes/pay',
    loggedIn: true,
  },
];

// A demo customer of Loja Aurora (root README), logged in as a browser would: through the
// storefront's own /_session/login (the token stays in its HttpOnly cookie), then one product
// put in the cart through the proxy. Lighthouse sends the cookies as a header of its own.
const DEMO_CUSTOMER = { email: 'marina.costa@loja-aurora.exemplo.com.br', password: 'Cliente@123' };
const CART_PRODUCT = 'camiseta-listrada-marinheira';

async function sessionCookie(webUrl: string, apiUrl: string): Promise<string> {
  const origin = { origin: webUrl, 'content-type': 'application/json' };
  const login = await fetch(`${webUrl}/_session/login`, {
    method: 'POST',
    headers: origin,
    body: JSON.stringify(DEMO_CUSTOMER),
  });
  if (!login.ok) throw new Error(`/_session/login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  const store = (await (await fetch(`${apiUrl}/stores/by-host?host=localhost`)).json()) as {
    data: { _id: string };
  };
  const product = (await (
    await fetch(`${apiUrl}/products/${CART_PRODUCT}`, {
      headers: { 'x-store-id': store.data._id },
    })
  ).json()) as { code: string; variations: Array<{ code: string; in_stock: boolean }> };
  const variation = product.variations.find((candidate) => candidate.in_stock);
  if (!variation) throw new Error(`${CART_PRODUCT}: no variation in stock`);
  const added = await fetch(`${webUrl}/_api/cart`, {
    method: 'POST',
    headers: { ...origin, cookie },
    body: JSON.stringify({
      code: product.code,
      variation: variation.code,
      qnt: 1,
      store_id: store.data._id,
    }),
  });
  if (!added.ok) throw new Error(`/_api/cart: ${added.status} ${await added.text()}`);
  return cookie;
}

// `pnpm bench:web --lhr <dir>` also writes each page's Lighthouse report and trace (JSON) there.
const lhrFlag = process.argv.indexOf('--lhr');
const lhrDir = lhrFlag >= 0 ? process.argv[lhrFlag + 1] : undefined;
if (lhrFlag >= 0 && !lhrDir) throw new Error('--lhr needs a directory');
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

execFileSync('pnpm', ['exec', 'react-router', 'build'], {
  cwd: storefrontDir,
  stdio: 'ignore',
  env: { ...process.env, VITRINE_SOURCEMAPS: '1' },
});
const origins = new Map(PAGES.map((page) => [page.name, initialJsByOrigin(page.route)]));
// The maps only served the split above: the server must never hand them out.
for (const file of readdirSync(join(storefrontDir, 'build/client/assets'))) {
  if (file.endsWith('.map')) rmSync(join(storefrontDir, 'build/client/assets', file));
}
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
const [apiPort, webPort] = [await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = startProcess('pnpm', ['--filter', '@vitrine/api', 'start'], {
  cwd: storefrontDir,
  env: { PORT: String(apiPort), VITRINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const web = startProcess('node', ['--import', 'tsx', 'server.ts'], {
  cwd: storefrontDir,
  env: { PORT: String(webPort), HOST: '127.0.0.1', API_URL: apiUrl, NODE_ENV: 'production' },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  await waitFor(`${apiUrl}/stores/by-host?host=localhost`, 180_000, api.output);
  await waitFor(`http://127.0.0.1:${webPort}/version.json`, 30_000, web.output);
  const cookie = await sessionCookie(`http://localhost:${webPort}`, apiUrl);
  const rows = [];
  const lcpElements: Array<[string, string]> = [];
  for (const page of PAGES) {
    const url = `http://localhost:${webPort}${page.path}`;
    const headers = page.loggedIn ? { Cookie: cookie } : undefined;
    // Warm the server's store cache, as a running shop would have it.
    const warm = await fetch(url, { headers, redirect: 'manual' });
    // Printed, not fatal: a page that answers an error is still measured as shoppers get it.
    if (warm.status !== 200) console.warn(`${page.name}: o servidor respondeu ${warm.status}.`);
    const run = () =>
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
        ...(headers ? { extraHeaders: headers } : {}),
      });
    let result = await run();
    // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on this shared machine:
    // one more try before reporting the page as failed.
    if (result?.lhr.runtimeError) {
      console.warn(`Lighthouse em ${page.name}: ${result.lhr.runtimeError.message}; de novo.`);
      result = await run();
    }
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) console.warn(`Lighthouse em ${page.name}: ${lhr.runtimeError.message}`);
    if (lhrDir) {
      const name = page.route.split('/').pop();
      writeFileSync(join(lhrDir, `${name}.json`), JSON.stringify(lhr));
      const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
      if (trace) writeFileSync(join(lhrDir, `${name}.trace.json`), JSON.stringify(trace));
    }
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
    lcpElements.push([page.name, lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?']);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      página: page.name,
      desempenho: score('performance'),
      acessibilidade: score('accessibility'),
      SEO: score('seo'),
      'FCP (ms)': Math.round(audit('first-contentful-paint')),
      'LCP (ms)': Math.round(audit('largest-contentful-paint')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'TBT (ms)': Math.round(audit('total-blocking-time')),
      'JS inicial (KB gzip)': Number((initialJsGzip(page.route) / 1024).toFixed(1)),
    });
  }
  console.table(rows);
  for (const [name, element] of lcpElements) console.log(`LCP em ${name}: ${element}`);
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  console.log('JS inicial por origem (KB gzip, cada parte comprimida à parte):');
  console.table(
    INITIAL_JS_ORIGINS.map((origin) => ({
      origem: origin,
      ...Object.fromEntries(
        PAGES.map((page) => [page.name, kb(origins.get(page.name)?.get(origin) ?? 0)]),
      ),
    })),
  );
  console.log(
    'Metas: desempenho ≥ 95, acessibilidade 100, SEO 100, JS inicial ≤ 100 KB gzip, CLS ≤ 0,02.',
  );
  console.log(
    'Metas do carrinho e do pagamento (logado): desempenho ≥ 90, acessibilidade 100, CLS ≤ 0,02.',
  );
} finally {
  chrome.kill();
  stopProcess(web.child);
  stopProcess(api.child);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
