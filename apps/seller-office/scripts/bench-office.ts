import { freePort, startProcess, stopProcess, waitFor } from '@vitrine/playwright-support/servers';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// `pnpm bench:office-web [--sales 10000] [--requests 40]` (the README's numbers): Lighthouse,
// desktop preset (sellers work at a desk; the storefront's benchmark is the mobile one), on the
// BUILT office in front of the real API with the demo data plus `sales` sales in Loja Aurora
// (spec §2: the home and the list at a store with 10,000 sales), logged in as its demo seller:
// the session cookie goes as a header. Then the list's and the home's API reads through the
// office's /_api proxy, as the pages ask for them: `requests` sequential GETs each, median and
// p95. A benchmark, not a test: it prints, it does not judge. --smoke (CI,
// tooling/readme-commands): 50 sales, the home page only, 3 requests each, on the build already
// there (made only when missing) — the bench runs end to end; its figures mean nothing.

const { values } = parseArgs({
  options: {
    sales: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '40' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const SALES = Number(SMOKE ? 50 : values.sales);
const REQUESTS = Number(SMOKE ? 3 : values.requests);
const officeDir = fileURLToPath(new URL('..', import.meta.url));
const ALL_PAGES = [
  { name: 'início (/vendedor)', path: '/vendedor' },
  { name: 'vendas', path: '/vendedor/minha-conta/minhas-vendas' },
];
const PAGES = SMOKE ? ALL_PAGES.slice(0, 1) : ALL_PAGES;
/** A demo seller of Loja Aurora (root README). */
const SELLER = { email: 'paula.mendes@loja-aurora.exemplo.com.br', password: 'Vendedor@123' };

/** The seller's cookie, from the office's own /_session/login (the token stays HttpOnly). */
async function sessionCookie(officeUrl: string): Promise<string> {
  const login = await fetch(`${officeUrl}/_session/login`, {
    method: 'POST',
    headers: { origin: officeUrl, 'content-type': 'application/json' },
    body: JSON.stringify(SELLER),
  });
  if (!login.ok) throw new Error(`/_session/login: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
}

/** What the pages ask the API for on load (the list's first page: newest first, 20 a page). */
const API_READS = [
  ['lista de vendas (GET /_api/sales?page=1&per_page=20)', '/_api/sales?page=1&per_page=20'],
  ['início (GET /_api/sales/overview)', '/_api/sales/overview'],
] as const;

const gzipOf = (file: string) => gzipSync(readFileSync(join(officeDir, 'dist', file))).length;

/** The JS index.html loads before anything else (the entry and what it preloads). */
function entryFiles(): string[] {
  const html = readFileSync(join(officeDir, 'dist/index.html'), 'utf8');
  return [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** Every lazily loaded chunk: what a screen adds when it is opened. */
function lazyFiles(): string[] {
  const entry = new Set(entryFiles());
  return readdirSync(join(officeDir, 'dist/assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => file.endsWith('.js') && !entry.has(file));
}

// The smoke run never rebuilds a build that is there: other suites may be serving it.
if (!SMOKE || !existsSync(join(officeDir, 'dist/index.html'))) {
  execFileSync('pnpm', ['exec', 'vite', 'build'], { cwd: officeDir, stdio: 'ignore' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-office-bench-'));
const apiEnv = { DATABASE_URL: undefined, VITRINE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
// Before the API starts: PGlite's data directory is one process's. The script seeds the demo
// data into the empty directory first, as the API's first start would.
execFileSync(
  'pnpm',
  ['--filter', '@vitrine/api', 'seed:sales', '--sales', String(SALES), '--host', 'localhost'],
  { cwd: officeDir, env: { ...process.env, ...apiEnv }, stdio: ['ignore', 'inherit', 'inherit'] },
);
const [apiPort, officePort] = [await freePort(), await freePort()];
const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = startProcess('pnpm', ['--filter', '@vitrine/api', 'start'], {
  cwd: officeDir,
  env: { ...apiEnv, API_PORT: String(apiPort) },
});
const office = startProcess('node', ['--import', 'tsx', 'server.ts'], {
  cwd: officeDir,
  env: {
    PORT: String(officePort),
    HOST: '127.0.0.1',
    API_URL: apiUrl,
    NODE_ENV: 'production',
    // A production server starts only with one (the API's default here).
    PLATFORM_DOMAIN: 'vitrine.localhost',
  },
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  await waitFor(`${apiUrl}/stores/by-host?host=localhost`, 180_000, api.output);
  await waitFor(`http://127.0.0.1:${officePort}/favicon.svg`, 30_000, office.output);
  const officeUrl = `http://localhost:${officePort}`;
  const Cookie = await sessionCookie(officeUrl);
  // The seller's list holds the seeded sales (the demo's own few on top).
  const list = await fetch(`${officeUrl}/_api/sales?per_page=1`, { headers: { Cookie } });
  const { total } = (await list.json()) as { total: number };
  console.log(`Vendas na loja do vendedor: ${total}.`);
  if (total < SALES) throw new Error(`A loja do vendedor tem ${total} vendas, não ${SALES}.`);
  const rows = [];
  for (const page of PAGES) {
    const url = `${officeUrl}${page.path}`;
    // Warm the server's store cache, as a running office would have it.
    const warm = await fetch(url, { headers: { Cookie }, redirect: 'manual' });
    if (warm.status !== 200) console.warn(`${page.name}: o servidor respondeu ${warm.status}.`);
    const run = () =>
      lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          extraHeaders: { Cookie },
        },
        desktopConfig,
      );
    let result = await run();
    // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on a shared machine.
    if (result?.lhr.runtimeError) {
      console.warn(`Lighthouse em ${page.name}: ${result.lhr.runtimeError.message}; de novo.`);
      result = await run();
    }
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) console.warn(`Lighthouse em ${page.name}: ${lhr.runtimeError.message}`);
    const failed = Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .filter((audit) => lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === audit.id))
      .map((audit) => audit.id);
    if (failed.length > 0) console.warn(`Acessibilidade em ${page.name}: ${failed.join(', ')}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      página: page.name,
      desempenho: score('performance'),
      acessibilidade: score('accessibility'),
      'boas práticas': score('best-practices'),
      'FCP (ms)': Math.round(audit('first-contentful-paint')),
      'LCP (ms)': Math.round(audit('largest-contentful-paint')),
      CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
      'TBT (ms)': Math.round(audit('total-blocking-time')),
    });
  }
  console.table(rows);
  console.log(`API pelo proxy /_api do escritório, ${SALES} vendas, ${REQUESTS} pedidos cada:`);
  const timings = [];
  for (const [name, path] of API_READS) {
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 5; i += 1) {
      const started = performance.now();
      const answer = await fetch(`${officeUrl}${path}`, { headers: { Cookie } });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      if (i >= 5) times.push(performance.now() - started); // the first five warm up
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
    timings.push({
      leitura: name,
      'mediana (ms)': Number(at(0.5).toFixed(1)),
      'p95 (ms)': Number(at(0.95).toFixed(1)),
    });
  }
  console.table(timings);
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const entryBytes = entryFiles().reduce((total, file) => total + gzipOf(file), 0);
  console.log(`JS inicial (index.html, KB gzip): ${kb(entryBytes)}`);
  console.log('Partes carregadas sob demanda (KB gzip):');
  console.table(Object.fromEntries(lazyFiles().map((file) => [file, kb(gzipOf(file))])));
  console.log('Meta: acessibilidade 100; p95 da lista abaixo de 100 ms.');
} finally {
  chrome.kill();
  stopProcess(office.child);
  stopProcess(api.child);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
