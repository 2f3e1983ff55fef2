import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
// judge. Each public page is measured three ways (MODES) and, beside each, its floor: the same
// server HTML without JavaScript (see floorHtml), so the table says what the scripts cost the
// first paint.
// The checkout pages (spec §2, buyer login required) are measured logged in, with a product in
// the cart: `loggedIn` pages get the demo customer's session cookie (see sessionCookie below).
type Page = { name: string; path: string; route: string; loggedIn?: boolean };
const ALL_PAGES: Page[] = [
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

type Mode = { name: string; secure: boolean; throttlingMethod: 'simulate' | 'devtools' };
// Lighthouse's default (slow 4G simulated from the trace, HTTP/1.1 from Node straight); the same
// simulation of a page served over HTTP/2 with TLS by nginx (one connection per origin instead of
// six); and the browser really throttled request by request (`devtools`), HTTP/1.1.
const ALL_MODES: Mode[] = [
  { name: 'HTTP/1.1 simulado', secure: false, throttlingMethod: 'simulate' },
  { name: 'HTTP/2 TLS simulado', secure: true, throttlingMethod: 'simulate' },
  { name: 'HTTP/1.1 devtools', secure: false, throttlingMethod: 'devtools' },
];

// `pnpm bench:web [--] [--runs N] [--lhr <dir>] [--smoke]`: N rounds (default 1), each page and
// floor once per mode per round, the medians printed; --lhr writes each run's report and trace
// there. --smoke (CI, tooling/readme-commands): the home page and its floor in the first mode,
// on the build already there (made only when missing, without source maps: no split by
// origin) — the bench runs end to end; its figures mean nothing.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const smoke = args.includes('--smoke');
const PAGES = smoke ? ALL_PAGES.slice(0, 1) : ALL_PAGES;
const MODES = smoke ? ALL_MODES.slice(0, 1) : ALL_MODES;
function option(name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}
const runs = Number(option('--runs') ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a whole number ≥ 1');
const lhrDir = option('--lhr');
if (lhrDir) mkdirSync(lhrDir, { recursive: true });

/**
 * The floor: the page's own server HTML with every `<script>` and `<link rel="modulepreload">`
 * taken out, served from the same origin and the same way (gzip, through nginx in the HTTP/2
 * mode), so it loads the same CSS and the same pictures. Its first paint is what the markup and
 * the CSS alone allow; the page's distance from it is what its JavaScript costs.
 */
function floorHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
}

/**
 * A small HTTP server for the floors: `/__floor/<page>` answers that page's floor, anything else
 * goes to the storefront as it came (the CSS, the favicon), answer bytes untouched.
 */
function startFloorServer(webPort: number, floors: Map<string, string>): Promise<Server> {
  const server = createServer((req, res) => {
    const floor = floors.get(req.url ?? '');
    if (floor !== undefined) {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'content-type': 'text/html; charset=UTF-8',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(gzip ? gzipSync(floor) : floor);
      return;
    }
    const upstream = httpRequest(
      { host: '127.0.0.1', port: webPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * nginx 1.22 (Debian's `nginx`, scripts/setup-machine.sh) in front of the storefront and of
 * the pictures, `listen … ssl http2` with a certificate made here by openssl (Chromium is told
 * to take it). The pictures come from the API's origin (the store's `assets_url`): over https the
 * page could not load them from plain http, so nginx serves them from a TLS origin of their own
 * and rewrites that origin in the HTML (hydration reads the same rewritten store).
 */
function nginxConfig(dir: string, ports: Record<'page' | 'img' | 'web' | 'floor' | 'api', number>) {
  const tls = `ssl_certificate ${dir}/cert.pem; ssl_certificate_key ${dir}/key.pem;`;
  const proxy = (port: number) =>
    `proxy_pass http://127.0.0.1:${port}; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header Host $http_host;`;
  const rewrite = `proxy_set_header Accept-Encoding ""; sub_filter 'http://127.0.0.1:${ports.api}' 'https://127.0.0.1:${ports.img}'; sub_filter_once off;`;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  gzip on; gzip_comp_level 6; gzip_types text/css application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${ports.page} ssl http2; ${tls}
    location / { ${proxy(ports.web)} ${rewrite} }
    location /assets/ { ${proxy(ports.web)} }
    location /__floor/ { ${proxy(ports.floor)} ${rewrite} }
  }
  server {
    listen 127.0.0.1:${ports.img} ssl http2; ${tls}
    location / { ${proxy(ports.api)} }
  }
}
`;
}

/** The floor's path segment: the route's file name, plain ASCII. */
const floorName = (page: Page) => page.route.split('/').pop() ?? page.name;

type Measure = { score: number; fcp: number; lcp: number; tbt: number; cls: number };
type Result = Measure & { accessibility: number; seo: number; lcpElement: string };

// The smoke run never rebuilds a build that is there: other suites may be serving it.
if (!smoke || !existsSync(join(storefrontDir, 'build/server/index.js'))) {
  execFileSync('pnpm', ['exec', 'react-router', 'build'], {
    cwd: storefrontDir,
    stdio: 'ignore',
    env: { ...process.env, ...(smoke ? {} : { VITRINE_SOURCEMAPS: '1' }) },
  });
}
const origins = new Map(
  smoke ? [] : PAGES.map((page) => [page.name, initialJsByOrigin(page.route)]),
);
// The maps only served the split above: the server must never hand them out.
if (!smoke) {
  for (const file of readdirSync(join(storefrontDir, 'build/client/assets'))) {
    if (file.endsWith('.map')) rmSync(join(storefrontDir, 'build/client/assets', file));
  }
}
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
const [apiPort, webPort, pagePort, imgPort] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = startProcess('pnpm', ['--filter', '@vitrine/api', 'start'], {
  cwd: storefrontDir,
  env: { PORT: String(apiPort), VITRINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const web = startProcess('node', ['--import', 'tsx', 'server.ts'], {
  cwd: storefrontDir,
  env: {
    PORT: String(webPort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    NODE_ENV: 'production',
    // A production server starts only with one (the API's default here).
    PLATFORM_DOMAIN: 'vitrine.localhost',
  },
});
const floors = new Map<string, string>();
const floorServer = await startFloorServer(webPort, floors);
const floorPort = (floorServer.address() as { port: number }).port;
const nginxDir = join(dataDir, 'nginx');
mkdirSync(nginxDir);
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout',
    join(nginxDir, 'key.pem'),
    '-out',
    join(nginxDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
writeFileSync(
  join(nginxDir, 'nginx.conf'),
  nginxConfig(nginxDir, {
    page: pagePort,
    img: imgPort,
    web: webPort,
    floor: floorPort,
    api: apiPort,
  }),
);
const nginx = startProcess(
  process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-e', join(nginxDir, 'error.log')],
  { cwd: nginxDir, env: {} },
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    // nginx's certificate is made by this run.
    '--ignore-certificate-errors',
  ],
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function measure(
  url: string,
  mode: Mode,
  label: string,
  options: { headers?: Record<string, string>; performanceOnly?: boolean } = {},
): Promise<Result> {
  const { headers, performanceOnly = false } = options;
  const run = () =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Accessibility and SEO only where the summary prints them: the run is shorter.
      onlyCategories: performanceOnly ? ['performance'] : ['performance', 'accessibility', 'seo'],
      throttlingMethod: mode.throttlingMethod,
      ...(headers ? { extraHeaders: headers } : {}),
    });
  let result = await run();
  // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on this shared machine:
  // one more try before reporting the page as failed.
  if (result?.lhr.runtimeError) {
    console.warn(`Lighthouse em ${label}: ${result.lhr.runtimeError.message}; de novo.`);
    result = await run();
  }
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) console.warn(`Lighthouse em ${label}: ${lhr.runtimeError.message}`);
  if (lhrDir) {
    const name = label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/gi, '-');
    writeFileSync(join(lhrDir, `${name}.json`), JSON.stringify(lhr));
    const trace = (result?.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) writeFileSync(join(lhrDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
  };
}

function medianOf(results: Result[]): Result {
  const of = (key: keyof Measure) => median(results.map((result) => result[key]));
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    accessibility: median(results.map((result) => result.accessibility)),
    seo: median(results.map((result) => result.seo)),
    lcpElement: results[0]?.lcpElement ?? '?',
  };
}

try {
  await waitFor(`${apiUrl}/stores/by-host?host=localhost`, 180_000, api.output);
  await waitFor(`http://127.0.0.1:${webPort}/version.json`, 30_000, web.output);
  await waitFor(`http://127.0.0.1:${floorPort}/version.json`, 10_000, () => '');
  const cookie = await sessionCookie(`http://localhost:${webPort}`, apiUrl);
  const publicPages = PAGES.filter((page) => !page.loggedIn);
  const origin = (mode: Mode) =>
    mode.secure ? `https://localhost:${pagePort}` : `http://localhost:${webPort}`;
  const floorOrigin = (mode: Mode) =>
    mode.secure ? `https://localhost:${pagePort}` : `http://localhost:${floorPort}`;
  // The floors: each public page's HTML as the storefront answers it, scripts taken out.
  for (const page of publicPages) {
    const answer = await fetch(`http://localhost:${webPort}${page.path}`);
    if (answer.status !== 200) console.warn(`${page.name}: o servidor respondeu ${answer.status}.`);
    floors.set(`/__floor/${floorName(page)}`, floorHtml(await answer.text()));
  }
  const floorUrl = (mode: Mode, page: Page) => `${floorOrigin(mode)}/__floor/${floorName(page)}`;
  // Warm the server's store cache, and nginx's upstream connections, as a running shop has them
  // (nginx's certificate is this run's own, hence no verification here).
  const warm = (url: string) =>
    new Promise<void>((resolve, reject) => {
      const done = (status?: number) =>
        status === 200 ? resolve() : reject(new Error(`${url}: ${status}\n${nginx.output()}`));
      if (url.startsWith('https:')) {
        httpsGet(url, { rejectUnauthorized: false }, (answer) => {
          answer.resume();
          answer.on('end', () => done(answer.statusCode));
        }).on('error', (error) => reject(new Error(`${url}: ${String(error)}\n${nginx.output()}`)));
      } else {
        fetch(url).then((answer) => done(answer.status), reject);
      }
    });
  for (const mode of MODES) {
    for (const page of publicPages) await warm(`${origin(mode)}${page.path}`);
  }

  // Rounds interleave everything (page, floor; each mode) so a slow minute of the shared
  // machine spreads over all of them instead of one.
  const samples = new Map<string, Result[]>();
  const keep = (key: string, result: Result) =>
    samples.set(key, [...(samples.get(key) ?? []), result]);
  for (let round = 1; round <= runs; round += 1) {
    for (const page of publicPages) {
      for (const mode of MODES) {
        const key = `${page.name}|${mode.name}`;
        const performanceOnly = mode !== MODES[0];
        keep(
          `${key}|page`,
          await measure(`${origin(mode)}${page.path}`, mode, `${key} ${round}`, {
            performanceOnly,
          }),
        );
        keep(
          `${key}|floor`,
          await measure(floorUrl(mode, page), mode, `${key} piso ${round}`, {
            performanceOnly: true,
          }),
        );
      }
    }
    for (const page of PAGES.filter((candidate) => candidate.loggedIn)) {
      const url = `http://localhost:${webPort}${page.path}`;
      const warm = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
      if (warm.status !== 200) console.warn(`${page.name}: o servidor respondeu ${warm.status}.`);
      keep(
        `${page.name}|logged`,
        await measure(url, MODES[0]!, `${page.name} ${round}`, { headers: { Cookie: cookie } }),
      );
    }
  }
  const get = (key: string) => medianOf(samples.get(key) ?? []);
  const ms = (value: number) => Math.round(value);
  const signed = (value: number) => (value > 0 ? `+${Math.round(value)}` : `${Math.round(value)}`);

  console.log(
    `\nPáginas públicas: mediana de ${runs} rodada(s); "piso" é o mesmo HTML sem JavaScript.`,
  );
  const rows = [];
  for (const page of publicPages) {
    for (const mode of MODES) {
      const measured = get(`${page.name}|${mode.name}|page`);
      const floor = get(`${page.name}|${mode.name}|floor`);
      rows.push({
        página: page.name,
        modo: mode.name,
        desempenho: measured.score,
        'FCP (ms)': ms(measured.fcp),
        'LCP (ms)': ms(measured.lcp),
        'TBT (ms)': ms(measured.tbt),
        CLS: Number(measured.cls.toFixed(3)),
        'piso FCP': ms(floor.fcp),
        'piso LCP': ms(floor.lcp),
        'piso desemp.': floor.score,
        'Δ FCP': signed(measured.fcp - floor.fcp),
        'Δ LCP': signed(measured.lcp - floor.lcp),
        'Δ TBT': signed(measured.tbt - floor.tbt),
        'Δ desemp.': signed(measured.score - floor.score),
      });
    }
  }
  console.table(rows);

  const summary = [];
  for (const page of PAGES) {
    const measured = page.loggedIn
      ? get(`${page.name}|logged`)
      : get(`${page.name}|${MODES[0]!.name}|page`);
    summary.push({
      página: page.name,
      desempenho: measured.score,
      acessibilidade: measured.accessibility,
      SEO: measured.seo,
      'FCP (ms)': ms(measured.fcp),
      'LCP (ms)': ms(measured.lcp),
      CLS: Number(measured.cls.toFixed(3)),
      'TBT (ms)': ms(measured.tbt),
      'JS inicial (KB gzip)': Number((initialJsGzip(page.route) / 1024).toFixed(1)),
    });
  }
  console.log(`\n${MODES[0]!.name} (o carrinho e o pagamento logados):`);
  console.table(summary);
  for (const page of PAGES) {
    const key = page.loggedIn ? `${page.name}|logged` : `${page.name}|${MODES[0]!.name}|page`;
    console.log(`LCP em ${page.name}: ${get(key).lcpElement}`);
  }
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  // The split by origin needs the source maps, which the smoke run's build has not.
  if (!smoke) {
    console.log('JS inicial por origem (KB gzip, cada parte comprimida à parte):');
    console.table(
      INITIAL_JS_ORIGINS.map((origin) => ({
        origem: origin,
        ...Object.fromEntries(
          PAGES.map((page) => [page.name, kb(origins.get(page.name)?.get(origin) ?? 0)]),
        ),
      })),
    );
  }
  console.log(
    'Metas das páginas públicas: desempenho ≥ 98 (simulado), LCP até 0,3 s acima do piso em todo modo, TBT ≤ 150 ms, acessibilidade 100, SEO 100, JS inicial ≤ 135 KB gzip, CLS ≤ 0,02.',
  );
  console.log(
    'Metas do carrinho e do pagamento (logado): desempenho ≥ 90, acessibilidade 100, CLS ≤ 0,02.',
  );
} finally {
  chrome.kill();
  floorServer.close();
  stopProcess(nginx.child);
  stopProcess(web.child);
  stopProcess(api.child);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
