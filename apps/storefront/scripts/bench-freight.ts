import { chromium, type Browser } from '@playwright/test';
import { stateOfCep } from '@vitrine/domain/cep-ranges';
import { chromiumLaunchOptions } from '@vitrine/playwright-support/chromium';
import { startApi, startAppServer } from '@vitrine/playwright-support/servers';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { stopProcess, storefrontDir } from '../e2e/support/servers.ts';

// `pnpm bench:freight [--quotes 60] [--runs 7] [--smoke]`: the product page's "Calcular frete".
// The API (`pnpm start`: PGlite on a fresh directory, the demo seed, the loopback Melhor Envio
// that speaks the platform's protocol on this machine) and the BUILT storefront. Prints, does
// not judge:
// - GET /freight/quote for a demo product, p50/p95: uncached (a new CEP each time, so each one
//   asks the platform) and cached (one CEP again and again);
// - the product page's LCP (and CLS) in Chromium, median of --runs fresh visits each: the
//   widget as built; the same, with a remembered CEP (it quotes while the page loads); and the
//   same built page with the widget's chunk answered by an empty component (widget off).
// --smoke (CI, tooling/readme-commands): 3 quotes and 1 visit each — the bench runs end to end;
// its figures mean nothing.

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    quotes: { type: 'string', default: '60' },
    runs: { type: 'string', default: '7' },
    smoke: { type: 'boolean', default: false },
  },
});
const QUOTES = Number(values.smoke ? 3 : values.quotes);
const RUNS = Number(values.smoke ? 1 : values.runs);
const PRODUCT = 'camiseta-basica-de-algodao';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** `count` CEPs, each in a state's range and different from the others (a new quote each). */
function distinctCeps(count: number): string[] {
  const ceps = new Set<string>();
  for (let n = 0; ceps.size < count; n++) {
    const cep = String((1_000_000 + n * 1_234_567) % 100_000_000).padStart(8, '0');
    if (stateOfCep(cep)) ceps.add(cep);
  }
  return [...ceps];
}

async function timeQuotes(url: (cep: string) => string, storeId: string, ceps: string[]) {
  const times: number[] = [];
  for (const cep of ceps) {
    const start = performance.now();
    const response = await fetch(url(cep), { headers: { 'x-store-id': storeId } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) throw new Error(`GET /freight/quote?cep=${cep}: ${response.status}`);
  }
  return times.sort((a, b) => a - b);
}

type Mode = { name: string; widget: boolean; rememberedCep?: string };
const MODES: Mode[] = [
  { name: 'sem o widget (chunk vazio)', widget: false },
  { name: 'com o widget', widget: true },
  { name: 'com o widget e CEP lembrado', widget: true, rememberedCep: '69900-000' },
];

/** One fresh visit (no cache, no storage): the page's LCP and CLS once the widget settled. */
async function visit(browser: Browser, pageUrl: string, mode: Mode) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (mode.rememberedCep) {
    await context.addInitScript(
      (cep) => localStorage.setItem('vitrine.cep', cep),
      mode.rememberedCep,
    );
  }
  if (!mode.widget) {
    // The same HTML and initial JS; only the chunk fetched after hydration has nothing in it.
    await context.route(/\/assets\/freight-quote-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function FreightQuote() { return null; }',
      }),
    );
  }
  const page = await context.newPage();
  await page.goto(pageUrl, { waitUntil: 'load' });
  if (mode.rememberedCep) {
    await page.getByRole('list', { name: 'Opções de frete' }).waitFor();
  } else if (mode.widget) {
    await page.getByRole('textbox', { name: 'Calcular frete' }).waitFor();
  } else {
    await page.waitForLoadState('networkidle');
  }
  const figures = await page.evaluate(
    () =>
      new Promise<{ lcp: number; cls: number }>((resolve) => {
        let lcp = 0;
        let cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            hadRecentInput: boolean;
          }>) {
            if (!entry.hadRecentInput) cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ lcp, cls }), 100);
      }),
  );
  await context.close();
  return figures;
}

if (!existsSync(join(storefrontDir, 'build/server/index.js'))) {
  console.log('Construindo a loja (react-router build)…');
  execFileSync('pnpm', ['exec', 'react-router', 'build'], { cwd: storefrontDir, stdio: 'ignore' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-freight-'));
console.log('Subindo a API (PGlite, dados de demonstração, Melhor Envio de loopback) e a loja…');
const api = await startApi({ cwd: storefrontDir, dataDir });
const web = await startAppServer({
  cwd: storefrontDir,
  apiUrl: api.url,
  readyPath: '/version.json',
});
let browser: Browser | undefined;
try {
  const store = (await (await fetch(`${api.url}/stores/by-host?host=localhost`)).json()) as {
    data: { _id: string };
  };
  const storeId = store.data._id;
  const product = (await (
    await fetch(`${api.url}/products/${PRODUCT}`, { headers: { 'x-store-id': storeId } })
  ).json()) as { code: string; variations: Array<{ code: string }> };
  const variation = product.variations[0]?.code ?? '';
  const quoteUrl = (cep: string) =>
    `${api.url}/freight/quote?cep=${cep}&code=${product.code}&variation=${variation}&qnt=1`;

  // A first quote warms the process (connections, the table's first read) for both series.
  await timeQuotes(quoteUrl, storeId, ['01310100']);
  const uncached = await timeQuotes(quoteUrl, storeId, distinctCeps(QUOTES));
  const cached = await timeQuotes(quoteUrl, storeId, Array<string>(QUOTES).fill('01310100'));

  browser = await chromium.launch(chromiumLaunchOptions);
  const pageUrl = `http://localhost:${web.port}/produto/${PRODUCT}`;
  await visit(browser, pageUrl, MODES[1]!); // the server's first render of the page, not timed
  const pages: Array<{ mode: Mode; lcp: number; cls: number }> = [];
  for (const mode of MODES) {
    const lcps: number[] = [];
    const clss: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const { lcp, cls } = await visit(browser, pageUrl, mode);
      lcps.push(lcp);
      clss.push(cls);
    }
    pages.push({ mode, lcp: median(lcps), cls: Math.max(...clss) });
  }

  console.log(`\nGET /freight/quote (${PRODUCT}, 1 unidade), ${QUOTES} pedidos em sequência`);
  console.log(
    `${'sem cache (um CEP novo a cada pedido)'.padEnd(42)} p50 ${ms(percentile(uncached, 50)).padStart(9)}   p95 ${ms(percentile(uncached, 95)).padStart(9)}`,
  );
  console.log(
    `${'com cache (o mesmo CEP)'.padEnd(42)} p50 ${ms(percentile(cached, 50)).padStart(9)}   p95 ${ms(percentile(cached, 95)).padStart(9)}`,
  );
  console.log(`\n/produto/${PRODUCT} no Chromium (360 px), mediana de ${RUNS} visitas novas`);
  for (const { mode, lcp, cls } of pages) {
    console.log(`${mode.name.padEnd(42)} LCP ${ms(lcp).padStart(9)}   CLS máx. ${cls.toFixed(3)}`);
  }
} finally {
  await browser?.close();
  stopProcess(web.child);
  stopProcess(api.child);
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
