import { fork } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { portsFrom, psql, startCluster, stopReplica, type Cluster } from './cluster.ts';
import { call, keepAlive, percentile, type Answer } from './http.ts';
import type { ShoppersJob, ShoppersResult } from './shoppers.ts';
import { seedBulkStores } from '../../apps/api/scripts/bench-stores-seed.ts';

// `pnpm bench:blackfriday [--shoppers 200] [--buyers 20] [--units 10] [--duration 60]
// [--stores 1000] [--products 1000] [--kill-replicas] [--kill-signal SIGTERM] [--smoke]`: the
// cluster of `pnpm start:cluster` (API replicas that only enqueue, the job queue's worker) on its
// own ports and its own fresh database, then two peaks of --duration seconds each: shoppers
// browsing public pages through nginx while buyers log in, add to the cart and pay by pix
// through the storefront and the bank confirms each order. The first peak is on the demo seed's
// 2 stores; then --stores stores of --products products each are made in bulk (copies of Loja
// Aurora, apps/api/scripts/bench-stores-seed.ts) and the second peak's shoppers browse them,
// while the buyers buy at Loja Aurora as before (--stores 0: the first peak only). The first
// round of every buyer in a peak is the same variation, whose stock is set to --units first:
// the buyers race for the last units. Prints each peak's figures, checks the database (no
// variation below zero, no more units sold than there were, one order per checkout attempt)
// and ends with the job queue's lag as the worker's /metrics says it. README "Black Friday: the
// store behind nginx" holds one run. --smoke (CI, tooling/readme-commands): the same in small —
// 5 shoppers, 2 buyers racing for 1 unit, 3 s a peak, 20 stores of 50 products — that proves
// the bench still runs end to end; its figures mean nothing.

const { values } = parseArgs({
  // pnpm passes a `--` on (`pnpm bench:blackfriday -- --kill-replicas`): accept it.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    shoppers: { type: 'string', default: '200' },
    buyers: { type: 'string', default: '20' },
    units: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
    stores: { type: 'string', default: '1000' },
    products: { type: 'string', default: '1000' },
    port: { type: 'string', default: '8800' },
    'kill-replicas': { type: 'boolean', default: false },
    'kill-signal': { type: 'string', default: 'SIGTERM' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const SHOPPERS = Number(SMOKE ? 5 : values.shoppers);
const BUYERS = Number(SMOKE ? 2 : values.buyers);
const UNITS = Number(SMOKE ? 1 : values.units);
const DURATION_MS = Number(SMOKE ? 3 : values.duration) * 1000;
// 50 products: more than Loja Aurora's 44, so the smoke run makes suffixed copies too.
const STORES = Number(SMOKE ? 20 : values.stores);
const PRODUCTS = Number(SMOKE ? 50 : values.products);
const PORT = Number(values.port);
const KILL = values['kill-replicas'];
const KILL_SIGNAL = values['kill-signal'] as NodeJS.Signals;
if (DURATION_MS > 110_000)
  throw new Error('--duration: at most 110 s (each peak stays under 2 minutes)');

type Buyer = { email: string; ip: string; addressId: string };

const PASSWORD = 'Compra@2026';
const SEARCH_TERMS = ['camiseta', 'vestido', 'algodão', 'caneca', 'tênis', 'toalha', 'linho'];
const CAMPAIGN = '?utm_source=newsletter&utm_medium=email&utm_campaign=black-friday';

console.log('Subindo o cluster (PostgreSQL, 2 APIs, o worker, 2 lojas, nginx)…');
const ports = portsFrom(PORT, 2);
const cluster = await startCluster({
  ports,
  database: {
    kind: 'postgres',
    pgPort: Number(process.env.PGPORT ?? 55511),
    name: 'vitrine_blackfriday',
    fresh: true,
  },
  dir: join(tmpdir(), `vitrine-blackfriday-${PORT}`),
  verbose: false,
  accessLog: true,
});
const apiPort = PORT + 1;
const databaseUrl = cluster.databaseUrl!;
const db = (sql: string) => psql(databaseUrl, sql);

try {
  await run(cluster);
} finally {
  await cluster.stop();
}

async function run(cluster: Cluster) {
  const auroraId = db(`select store_id from store_hosts where host = 'localhost'`);
  const ipeId = db(`select store_id from store_hosts where host = 'ipe.localhost'`);
  const slugs = (storeId: string) =>
    db(
      `select slug from products where store_id = '${storeId}' and kind = 'product' and status = 'active' order by created_at limit 30`,
    ).split('\n');

  // The last units of one variation (each peak sets them again), and plenty of a few others for
  // the rounds after it.
  const scarce = { product: 'AUR-0001', variation: 'AUR-0001-01' };
  const scarceId = db(
    `select id from product_variations where store_id = '${auroraId}' and code = '${scarce.variation}'`,
  );
  const plenty = db(
    `select p.code || ' ' || v.code from product_variations v join products p on p.id = v.product_id
     where v.store_id = '${auroraId}' and p.kind = 'product' and p.status = 'active' and p.code <> '${scarce.product}'
     order by v.code limit 5`,
  )
    .split('\n')
    .map((line) => {
      const [product, variation] = line.split(' ');
      return { product: product!, variation: variation! };
    });
  db(
    `update product_variations set stock = 100000 where store_id = '${auroraId}' and code in (${plenty.map((p) => `'${p.variation}'`).join(', ')})`,
  );

  console.log(
    `Criando ${BUYERS} compradores (cadastro, e-mail de primeiro acesso, senha, endereço)…`,
  );
  const runId = Date.now().toString(36);
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i += 5) {
    const batch = Array.from({ length: Math.min(5, BUYERS - i) }, (_, j) => createBuyer(i + j));
    buyers.push(...(await Promise.all(batch)));
  }

  async function createBuyer(i: number): Promise<Buyer> {
    const email = `bf-${runId}-${i}@comprador.exemplo.com.br`;
    // Each buyer on its own network: 20 shoppers behind one address would be one client to the
    // per-address login limit (30 per 15 min). The bench, on loopback, is trusted as a proxy
    // (TRUST_PROXY=loopback) and says each buyer's address, as a CDN in front would.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${1 + (i % 250)}`;
    const api = { 'x-store-id': auroraId, 'x-forwarded-for': ip };
    const signUp = await call({
      method: 'POST',
      port: apiPort,
      path: '/customers/sign-up',
      headers: api,
      json: { first_name: 'Comprador', last_name: `Número ${i + 1}`, email },
    });
    if (signUp.status !== 202) throw new Error(`sign-up: ${signUp.status}`);
    let token: string | undefined;
    for (let tries = 0; !token && tries < 100; tries += 1) {
      const outbox = await call({
        port: apiPort,
        path: `/dev/outbox?to=${encodeURIComponent(email)}`,
        headers: { 'x-store-id': auroraId },
        read: true,
      });
      token = /criar-senha\/([A-Za-z0-9_-]+)/.exec(outbox.body)?.[1];
      if (!token) await new Promise((done) => setTimeout(done, 100));
    }
    if (!token) throw new Error(`no first-access e-mail for ${email}`);
    const created = await call({
      method: 'POST',
      port: apiPort,
      path: '/customers/create-password',
      headers: api,
      json: { first_access_token: token, password: PASSWORD },
      read: true,
    });
    if (created.status !== 200)
      throw new Error(`create-password: ${created.status} ${created.body}`);
    const { access_token: bearer } = JSON.parse(created.body) as { access_token: string };
    const address = await call({
      method: 'POST',
      port: apiPort,
      path: '/auth_customers/address',
      headers: { ...api, authorization: `Bearer ${bearer}` },
      json: {
        recipient: `Comprador ${i + 1}`,
        zip_code: '01310-100',
        street: 'Avenida Paulista',
        number: String(1000 + i),
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      read: true,
    });
    if (address.status !== 201) throw new Error(`address: ${address.status} ${address.body}`);
    return { email, ip, addressId: (JSON.parse(address.body) as { id: string }).id };
  }

  // ---- the peaks: today's 2 stores, then the same with the many stores beside them ----
  const phases: { title: string; rows: [string, string][] }[] = [];
  let failed = false;
  const demoStores = [
    { hosts: [`localhost:${PORT}`], slugs: slugs(auroraId), weight: 0.75 },
    { hosts: [`ipe.localhost:${PORT}`], slugs: slugs(ipeId), weight: 0.25 },
  ];
  await peak('2 stores (the demo seed)', demoStores, KILL && STORES === 0);
  if (STORES > 0) {
    const domain = process.env.PLATFORM_DOMAIN || 'vitrine.localhost';
    console.log(
      `Criando ${STORES} lojas de ${PRODUCTS} produtos cada (cópias da Loja Aurora, em SQL)…`,
    );
    const seedStarted = performance.now();
    const bulk = await seedBulkStores(databaseUrl, {
      count: STORES,
      productsEach: PRODUCTS,
      templateSlug: 'loja-aurora',
      platformDomain: domain,
      onProgress: (done) => process.stdout.write(`\r  ${done} de ${STORES} lojas`),
    });
    // As autovacuum would after a load this size: the planner's statistics of the new rows.
    db('analyze');
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const width = Math.max(5, String(STORES).length);
    const hosts = Array.from(
      { length: STORES },
      (_, i) => `loja-${String(i + 1).padStart(width, '0')}.${domain}:${PORT}`,
    );
    const products = db(`select count(*) from products`);
    console.log(
      `\n  ${STORES} lojas, ${products} produtos no banco, em ${seedSeconds.toFixed(0)} s`,
    );
    // Shoppers browse the many stores, each as likely as another: nginx's copy of one store's
    // pages serves few of the next requests (the harsh case); the buyers still buy at Loja Aurora.
    await peak(
      `${STORES.toLocaleString('en')} stores of ${PRODUCTS.toLocaleString('en')} products (and the demo's 2)`,
      [{ hosts, slugs: bulk.slugs, weight: 1 }],
      KILL,
    );
  }
  const queue = await queueAtTheEnd();

  for (const { title, rows } of phases) {
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`\n${title}`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  }
  console.log(`\nqueue at the end  ${queue}`);
  if (failed) process.exitCode = 1;

  /** One peak of --duration seconds: shoppers on `shopperStores`, the buyers at Loja Aurora. */
  async function peak(title: string, shopperStores: ShoppersJob['stores'], killReplicas: boolean) {
    // Each peak races for the last units again; what it sold is read from its own start.
    db(`update product_variations set stock = ${UNITS} where id = '${scarceId}'`);
    const since = db(`select now()::text`);
    const logFrom = accessLogLines().length;
    const buyerAgent = keepAlive(BUYERS * 2);
    const checkoutMs: number[] = [];
    // Each step of a buyer's round on its own (add to the cart, place the order, pay it).
    const stepMs = { add: [] as number[], order: [] as number[], pay: [] as number[] };
    const checkout = {
      orders: 0,
      replayed: 0,
      soldOut: 0,
      retries: 0,
      errors: [] as string[],
      keys: new Set<string>(),
      codes: new Set<string>(),
      scarceWon: 0,
    };
    let killedAt: number | null = null;
    const drained: string[] = [];

    const loadBefore = machineLoad();
    const started = performance.now();
    const deadline = started + DURATION_MS;
    const running = () => performance.now() < deadline;

    /** Through nginx to a storefront replica, as the buyer's browser would, with its cookies. */
    function store(
      path: string,
      cookie: string,
      ip: string,
      init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
    ) {
      return call({
        method: init.method ?? 'GET',
        port: PORT,
        host: `localhost:${PORT}`,
        path,
        agent: buyerAgent,
        json: init.json,
        read: true,
        headers: {
          origin: `http://localhost:${PORT}`,
          'x-forwarded-for': ip,
          ...(cookie ? { cookie } : {}),
          ...init.headers,
        },
      });
    }

    /** No answer, or a server error: the same request again (at most 3 times). */
    async function retried(send: () => Promise<Answer>): Promise<Answer | Error> {
      let last: Answer | Error = new Error('not sent');
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (attempt > 0) {
          checkout.retries += 1;
          await new Promise((done) => setTimeout(done, 200));
        }
        last = await send().catch((error: Error) => error);
        if (!(last instanceof Error) && last.status < 500) return last;
      }
      return last;
    }

    let loggedIn = 0;
    let releaseRace: () => void = () => {};
    const race = new Promise<void>((done) => (releaseRace = done));

    async function buyer(b: Buyer) {
      const login = await retried(() =>
        store('/_session/login', '', b.ip, {
          method: 'POST',
          json: { email: b.email, password: PASSWORD },
        }),
      );
      if (login instanceof Error || login.status !== 200) {
        checkout.errors.push(`login ${login instanceof Error ? login.message : login.status}`);
        if ((loggedIn += 1) === BUYERS) releaseRace();
        return;
      }
      const setCookie = login.headers['set-cookie'] ?? [];
      const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie])
        .map((c) => c.split(';')[0])
        .join('; ');
      // Every buyer at the door when the sale opens: the first round is the race for the last units.
      if ((loggedIn += 1) === BUYERS) releaseRace();
      await race;
      for (let round = 0; running(); round += 1) {
        const item = round === 0 ? scarce : plenty[randomInt(plenty.length)]!;
        const t0 = performance.now();
        const add = await store('/_api/cart', cookie, b.ip, {
          method: 'POST',
          json: { qnt: 1, code: item.product, variation: item.variation, store_id: auroraId },
        }).catch((error: Error) => error);
        if (add instanceof Error || add.status >= 500) {
          // Not resent (adding twice would add two): the shopper sees the failure and tries again.
          checkout.errors.push(`add ${add instanceof Error ? add.message : add.status}`);
          await store(`/_api/cart/items/${item.variation}`, cookie, b.ip, {
            method: 'DELETE',
          }).catch(() => null);
          continue;
        }
        if (add.status === 409) {
          checkout.soldOut += 1;
          continue;
        }
        if (add.status !== 200) {
          checkout.errors.push(`add ${add.status} ${add.body.slice(0, 80)}`);
          continue;
        }
        const t1 = performance.now();
        stepMs.add.push(t1 - t0);
        const key = randomUUID();
        checkout.keys.add(key);
        const order = await retried(() =>
          store('/_api/orders', cookie, b.ip, {
            method: 'POST',
            json: { payment_method: 'pix', address_id: b.addressId },
            headers: { 'idempotency-key': key },
          }),
        );
        if (order instanceof Error || order.status >= 500) {
          checkout.errors.push(`order ${order instanceof Error ? order.message : order.status}`);
          continue;
        }
        if (order.status === 409) {
          checkout.soldOut += 1;
          await store(`/_api/cart/items/${item.variation}`, cookie, b.ip, {
            method: 'DELETE',
          }).catch(() => null);
          continue;
        }
        if (order.status !== 201 && order.status !== 200) {
          checkout.errors.push(`order ${order.status} ${order.body.slice(0, 80)}`);
          continue;
        }
        const t2 = performance.now();
        stepMs.order.push(t2 - t1);
        checkoutMs.push(t2 - t0);
        if (order.status === 200) checkout.replayed += 1;
        const { code } = JSON.parse(order.body) as { code: string };
        checkout.codes.add(code);
        checkout.orders += 1;
        if (item === scarce) checkout.scarceWon += 1;
        // The shopper pays the pix: the demo route asks the cluster's demo bank, whose PSP sends
        // its notice to the API like a real one (Loja Aurora's pix goes through the API Pix).
        const paid = await retried(() =>
          call({
            method: 'POST',
            port: apiPort,
            path: '/dev/payments/sandbox/confirm',
            headers: { 'x-store-id': auroraId },
            json: { order_code: code },
            agent: buyerAgent,
          }),
        );
        stepMs.pay.push(performance.now() - t2);
        if (paid instanceof Error || paid.status !== 200) {
          checkout.errors.push(`confirm ${paid instanceof Error ? paid.message : paid.status}`);
        }
      }
    }

    console.log(
      `Pico (${title}): ${SHOPPERS} visitantes navegando e ${BUYERS} compradores por ${DURATION_MS / 1000} s` +
        (killReplicas
          ? ` (${KILL_SIGNAL} numa réplica de cada aos ${Math.round((DURATION_MS * 0.4) / 1000)} s)`
          : '') +
        '…',
    );
    const kill = killReplicas
      ? new Promise<void>((done) =>
          setTimeout(() => {
            killedAt = performance.now() - started;
            const victims = [cluster.storefronts[1]!, cluster.apis[1]!];
            void Promise.all(
              victims.map(async (replica) => {
                const t = performance.now();
                await stopReplica(replica, KILL_SIGNAL);
                drained.push(`${replica.name} ${Math.round(performance.now() - t)} ms`);
              }),
            ).then(() => done());
          }, DURATION_MS * 0.4),
        )
      : Promise.resolve();
    const [pages] = await Promise.all([
      browse({
        port: PORT,
        shoppers: SHOPPERS,
        durationMs: DURATION_MS,
        stores: shopperStores,
        searchTerms: SEARCH_TERMS,
        campaign: CAMPAIGN,
      }),
      ...buyers.map((b) => buyer(b)),
      kill,
    ]);
    const seconds = (performance.now() - started) / 1000;
    const pageErrors = pages.errors;

    // ---- what the database says ----
    const emails = buyers.map((b) => `'${b.email}'`).join(', ');
    const scarceStock = Number(db(`select stock from product_variations where id = '${scarceId}'`));
    // This peak's buyers' orders only: the demo history (and an earlier peak) has orders too.
    const ofThisPeak = `c.email in (${emails}) and o.created_at >= '${since}'`;
    const scarceSold = Number(
      db(
        `select coalesce(sum(i.quantity), 0) from order_items i join orders o on o.id = i.order_id
       join customers c on c.id = o.customer_id where i.variation_id = '${scarceId}' and ${ofThisPeak}`,
      ),
    );
    const negative = Number(db(`select count(*) from product_variations where stock < 0`));
    const orderRows = db(
      `select o.code || ' ' || coalesce(o.idempotency_key, '-') || ' ' || o.status || ' ' || coalesce(o.payment->>'provider', 'sandbox') from orders o join customers c on c.id = o.customer_id where ${ofThisPeak}`,
    )
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '));
    const dbKeys = new Map<string, number>();
    for (const [, key] of orderRows) dbKeys.set(key!, (dbKeys.get(key!) ?? 0) + 1);
    const duplicates = [...dbKeys.values()].reduce((sum, n) => sum + n - 1, 0);
    const unknownKeys = [...dbKeys.keys()].filter((key) => !checkout.keys.has(key)).length;
    const unanswered = orderRows.filter(([code]) => !checkout.codes.has(code!)).length;
    const paidRows = orderRows.filter(([, , status]) => status === 'pago').length;
    // Which provider charged them: Loja Aurora's pix goes through its PSP's API Pix (pix_api).
    const providers = new Map<string, number>();
    for (const [, , , provider] of orderRows)
      providers.set(provider!, (providers.get(provider!) ?? 0) + 1);
    // More units sold than there were, or a stock that does not add up to what was sold.
    const oversold = Math.max(0, scarceSold - UNITS, UNITS - scarceSold - scarceStock);

    await new Promise((done) => setTimeout(done, 1500)); // nginx flushes its log each second
    const log = accessLogLines().slice(logFrom);
    const resent = log.filter((line) =>
      /"[^"]*, [^"]*"/.test(line.split(' ').slice(4).join(' ')),
    ).length;
    const nginx5xx = log.filter((line) => / 5\d\d "/.test(line)).length;
    // Each step's time at the API's nginx (its own port), beside the buyer's: what is left is the
    // storefront's proxy and the front nginx (add, order), the load generator and the network.
    const atApi = (method: string, path: RegExp) =>
      log.flatMap((line) => {
        const fields = line.split(' ');
        const [m, , uri] = fields;
        return m === method && fields.at(-1) === String(apiPort) && path.test(uri!.slice(1, -1))
          ? [Number(fields.at(-2)) * 1000]
          : [];
      });
    const apiMs = {
      add: atApi('POST', /^\/cart$/),
      order: atApi('POST', /^\/orders$/),
      pay: atApi('POST', /^\/dev\/payments\/sandbox\/confirm$/),
      notice: atApi('POST', /^\/webhooks\/pix-api\/[^/]+\/pix$/),
    };

    const byCache = new Map(Object.entries(pages.cache));
    const served = pages.ms.length;
    const fromCache = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'].reduce(
      (n, s) => n + (byCache.get(s) ?? 0),
      0,
    );
    const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');

    const rows: [string, string][] = [
      ['machine', `${cpus().length} cores (${cpus()[0]?.model.trim() ?? '?'}), shared; one run`],
      ['load average', `${loadBefore} before, ${machineLoad()} after (1 / 5 / 15 min)`],
      [
        'load',
        `${SHOPPERS} shoppers + ${BUYERS} buyers, ${fmt(seconds, 0)} s, ${killReplicas ? `${KILL_SIGNAL} to storefront-2 and api-2 at ${fmt((killedAt ?? 0) / 1000, 0)} s` : 'no replica stopped'}`,
      ],
      [
        'pages',
        `${served} (${fmt(served / pages.seconds, 0)} req/s), p50 ${fmt(percentile(pages.ms, 50))} ms, p95 ${fmt(percentile(pages.ms, 95))} ms`,
      ],
      [
        'cache',
        `${fmt((100 * fromCache) / Math.max(served, 1), 2)} % from nginx's copy (${[...byCache].map(([k, v]) => `${k} ${v}`).join(', ')})`,
      ],
      [
        'orders',
        `${checkout.orders} (${fmt(checkout.orders / seconds, 2)}/s), ${paidRows} paid by the bank (charged by ${[...providers].map(([name, n]) => `${name} ${n}`).join(', ') || '–'}); ${checkout.soldOut} refused sold out`,
      ],
      [
        'checkout p95',
        `${fmt(percentile(checkoutMs, 95))} ms (add to cart + place order; p50 ${fmt(percentile(checkoutMs, 50))} ms)`,
      ],
      [
        'each step p50',
        (['add', 'order', 'pay'] as const)
          .map((step) => `${step} ${fmt(percentile(stepMs[step], 50))} ms`)
          .join(', ') +
          ' (p95: ' +
          (['add', 'order', 'pay'] as const)
            .map((step) => `${fmt(percentile(stepMs[step], 95))}`)
            .join(' / ') +
          ' ms)',
      ],
      [
        'at the API p50',
        `add ${fmt(percentile(apiMs.add, 50))} ms, order ${fmt(percentile(apiMs.order, 50))} ms, pay ${fmt(percentile(apiMs.pay, 50))} ms (the PSP's notice inside it ${fmt(percentile(apiMs.notice, 50))} ms), as nginx timed them`,
      ],
      [
        `last ${UNITS} units`,
        `${scarceSold} sold (${checkout.scarceWon} answered) to ${BUYERS} buyers racing, stock left ${scarceStock}`,
      ],
      [
        'errors',
        `pages ${pageErrors.length}, checkout ${checkout.errors.length}${checkout.errors.length ? ` (${summary(checkout.errors)})` : ''}${pageErrors.length ? `; pages: ${summary(pageErrors)}` : ''}`,
      ],
      [
        'retries',
        `nginx resent ${resent} request(s) to the other replica; buyers resent ${checkout.retries} (same Idempotency-Key; ${checkout.replayed} answered with the order already made); nginx answered 5xx ${nginx5xx}`,
      ],
      ['oversold units', `${oversold} (variations below zero: ${negative})`],
      [
        'duplicate orders',
        `${duplicates} (orders ${orderRows.length}, checkout attempts that got one ${checkout.codes.size}, orders whose answer never came ${unanswered}, unknown keys ${unknownKeys})`,
      ],
    ];
    if (killReplicas)
      rows.push([
        'replicas stopped',
        `${drained.join(', ')} (${KILL_SIGNAL === 'SIGTERM' ? 'drained: in-flight requests finished, then exit' : 'killed at once'})`,
      ]);
    phases.push({ title, rows });
    if (oversold > 0 || negative > 0 || duplicates > 0) failed = true;
  }
}

/**
 * The shoppers, in their own process (shoppers.ts): their answers never wait on the buyers'
 * event loop, nor the buyers' on theirs.
 */
function browse(job: ShoppersJob): Promise<ShoppersResult> {
  const child = fork(fileURLToPath(new URL('./shoppers.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result: ShoppersResult) => resolve(result));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the shoppers' process exited (${code})`)));
    child.send(job);
  });
}

/** nginx's access log so far, a line a request. */
function accessLogLines(): string[] {
  return readFileSync(join(cluster.dir, 'nginx/access.log'), 'utf8').split('\n').filter(Boolean);
}

/**
 * The job queue as its worker's /metrics says at the end of the run: the jobs not done yet by
 * queue, and the longest any job due has waited (vitrine_job_queue_lag_seconds).
 */
async function queueAtTheEnd(): Promise<string> {
  const text = await fetch(`http://127.0.0.1:${ports.workerMetrics}/metrics`).then((r) => r.text());
  const series = (name: string) =>
    [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))].map((m) => ({
      labels: Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]])),
      value: Number(m[2]),
    }));
  const waiting = series('vitrine_job_queue_jobs').filter((s) => s.labels.state !== 'failed');
  const jobs = new Map<string, number>();
  for (const { labels, value } of waiting)
    jobs.set(labels.queue!, (jobs.get(labels.queue!) ?? 0) + value);
  const lag = series('vitrine_job_queue_lag_seconds').sort((a, b) => b.value - a.value)[0];
  const total = [...jobs.values()].reduce((sum, n) => sum + n, 0);
  const byQueue = [...jobs]
    .filter(([, n]) => n > 0)
    .map(([q, n]) => `${q} ${n}`)
    .join(', ');
  return (
    `${total} job(s) not done yet${byQueue ? ` (${byQueue})` : ''}; the oldest due has waited ` +
    `${(lag?.value ?? 0).toFixed(1)} s${lag && lag.value > 0 ? ` (${lag.labels.queue})` : ''} (the worker's vitrine_job_queue_lag_seconds)`
  );
}

/** The machine's load average (1, 5, 15 min): on a shared machine the figures follow it. */
function machineLoad() {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
}

function summary(list: string[]): string {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts]
    .slice(0, 5)
    .map(([k, v]) => `${v}× ${k}`)
    .join('; ');
}
