import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { sendDueReminders } from '../src/features/cart-reminders/sweep.ts';
import { seedDemo } from '../src/seed/index.ts';
import { benchDeps, machineLoad, percentile } from './bench-harness.ts';
import { seedBulkStores } from './bench-stores-seed.ts';
import { dropDatabase, freshDatabase, startPostgres } from './bench-stores-servers.ts';

// pnpm bench:reminders [--stores 1000] [--carts 100000] [--idle-runs 20] [--smoke]
// The abandoned-cart reminders at a platform's size, on PostgreSQL: --stores stores (copies of
// Loja Aurora made in bulk, bench-stores-seed.ts), each with the reminders on (1 h, 24 h, 72 h),
// and --carts open carts spread over them, each of a shopper who takes the marketing e-mails,
// with one line. The reminders' job (features/cart-reminders/sweep.ts, which the queue's cron
// runs every minute) is then run as the queue runs it, in-process, on a clock this bench moves:
// 1. idle: no cart is due (each changed 30 minutes ago): what each minute's run costs when there
//    is nothing to send — the scan of every open cart's due time (--idle-runs runs);
// 2. peak: every cart comes due within the same hour (changed 60 to 120 minutes before the
//    start) — a Black Friday evening's carts. Runs follow each other a minute apart on the
//    clock, or right after the one before when it took longer than a minute (the cron's
//    singleton: a run never overlaps the last), until every cart has its first reminder. Each
//    run's time, the reminders a second, and the lag: how long after its due moment each
//    reminder was queued (the due moment is the cart's last change plus the first delay), that is
//    how late the queue's job keeps its promise.
// A reminder here is what the job makes: its row, its e-mail in the outbox and the delivery's
// job in the queue (delivering is the e-mail queue's work, measured by bench:blackfriday).
// Prints the load average before and after. A benchmark, not a test: it judges nothing by its
// exit code. Its database is dropped at the end.
// --smoke (CI, tooling/readme-commands): 20 stores, 600 carts, 3 idle runs.

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    stores: { type: 'string', default: '1000' },
    carts: { type: 'string', default: '100000' },
    'idle-runs': { type: 'string', default: '20' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const STORES = Number(SMOKE ? 20 : values.stores);
const CARTS = Number(SMOKE ? 600 : values.carts);
const IDLE_RUNS = Number(SMOKE ? 3 : values['idle-runs']);
const MINUTE = 60_000;
/** The stores' first delay (the default): a cart is due an hour after its last change. */
const FIRST_DELAY_MINUTES = 60;
const PLATFORM_DOMAIN = 'vitrine.invalid';
const NAME = 'vitrine_reminders';
const benchDir = join(process.env.BENCH_DIR ?? tmpdir(), 'vitrine-bench-reminders');

const postgres = startPostgres();
try {
  await run();
} finally {
  await dropDatabase(postgres.url, NAME).catch(() => {});
  postgres.stop();
  rmSync(benchDir, { recursive: true, force: true });
}

async function run() {
  console.log(`carga da máquina antes: ${machineLoad()}`);
  const url = await freshDatabase(postgres.url, NAME);
  mkdirSync(benchDir, { recursive: true });
  const handle = await openDatabase({ url });
  await handle.migrate();
  await seedDemo(handle.db, { assetsDir: benchDir });
  const seeding = performance.now();
  await seedBulkStores(url, {
    count: STORES - 2,
    productsEach: 5,
    templateSlug: 'loja-aurora',
    platformDomain: PLATFORM_DOMAIN,
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const start = new Date();
  await seedCarts(client, start);
  console.log(
    `${STORES} lojas, ${CARTS} carrinhos abertos em ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );

  let clock = start;
  const deps = benchDeps(handle.db, () => clock);

  // 1. Idle: every cart changed 30 minutes ago, none due.
  const idle: number[] = [];
  for (let i = 0; i < IDLE_RUNS; i++) {
    const began = performance.now();
    const sent = await sendDueReminders(deps);
    idle.push(performance.now() - began);
    if (sent !== 0) throw new Error(`bench: ${sent} lembretes sem nenhum carrinho vencido`);
  }
  idle.sort((a, b) => a - b);
  console.log(
    `ocioso (nada a enviar)    p50 ${percentile(idle, 0.5).toFixed(1)} ms  p95 ${percentile(idle, 0.95).toFixed(1)} ms  (${IDLE_RUNS} execuções)`,
  );

  // 2. Peak: every cart due within the hour from `peakStart`.
  const peakStart = clock;
  await client.query(
    `update abandoned_carts
        set changed_at = $1::timestamptz - interval '${FIRST_DELAY_MINUTES} minutes' + random() * interval '60 minutes'`,
    [peakStart.toISOString()],
  );
  await client.query('vacuum analyze abandoned_carts');
  const runs: number[] = [];
  let total = 0;
  let busiest = 0;
  let sent = 0;
  // Until the hour is over and a run finds nothing more (a cart whose line could not be sold
  // gets none), or every cart has its reminder.
  const peakEnd = peakStart.getTime() + 60 * MINUTE;
  while (total < CARTS && (clock.getTime() <= peakEnd || sent > 0) && runs.length < 600) {
    const began = performance.now();
    sent = await sendDueReminders(deps);
    const took = performance.now() - began;
    runs.push(took);
    total += sent;
    busiest = Math.max(busiest, sent);
    // The next run a minute after this one began, or at once when this one took longer.
    clock = new Date(clock.getTime() + Math.max(MINUTE, took));
  }
  const busy = runs.reduce((sum, ms) => sum + ms, 0);
  const { rows } = await client.query<{ lag: number }>(
    `select extract(epoch from r.sent_at - (c.changed_at + interval '${FIRST_DELAY_MINUTES} minutes'))::float8 as lag
       from cart_reminders r join abandoned_carts c on c.id = r.cart_id
      where r.step = 1 order by 1`,
  );
  const lags = rows.map((row) => row.lag);
  runs.sort((a, b) => a - b);
  console.log(
    `pico (${total} lembretes em ${runs.length} execuções)  por execução p50 ${percentile(runs, 0.5).toFixed(0)} ms  p95 ${percentile(runs, 0.95).toFixed(0)} ms  máx ${runs.at(-1)!.toFixed(0)} ms  (até ${busiest} numa execução)`,
  );
  console.log(`vazão                     ${((total / busy) * 1000).toFixed(0)} lembretes/s`);
  console.log(
    `atraso (vencido → na fila) p50 ${percentile(lags, 0.5).toFixed(0)} s  p95 ${percentile(lags, 0.95).toFixed(0)} s  máx ${(lags.at(-1) ?? NaN).toFixed(0)} s`,
  );
  if (total !== CARTS) console.log(`faltaram ${CARTS - total} lembretes`);
  console.log(`carga da máquina depois: ${machineLoad()}`);
  await client.end();
  await handle.close();
}

/**
 * The reminders on at every store, and CARTS shoppers spread over them (marketing e-mails
 * taken), each with one line of its store's and an open cart changed 30 minutes before `now`.
 */
async function seedCarts(client: pg.Client, now: Date) {
  await client.query(
    `insert into cart_reminder_settings (store_id, enabled)
       select id, true from stores
     on conflict (store_id) do update set enabled = true`,
  );
  await client.query(
    `insert into customers (store_id, email, first_name, last_name, marketing_emails_since)
       select s.id, 'comprador.' || g || '@bench.invalid', 'Comprador', g::text, $2::timestamptz - interval '30 days'
         from (select id, row_number() over (order by id) - 1 as n from stores) s
         join generate_series(0, $1::int - 1) g on g % (select count(*) from stores) = s.n`,
    [CARTS, now.toISOString()],
  );
  await client.query(
    `insert into cart_items (store_id, customer_id, variation_id, quantity)
       select c.store_id, c.id, v.id, 1
         from customers c
         join lateral (
           select pv.id from product_variations pv join products p on p.id = pv.product_id
            where p.store_id = c.store_id and p.status = 'active' and p.kind = 'product' and pv.stock > 0
            order by pv.id limit 1
         ) v on true
        where c.email like '%@bench.invalid'`,
  );
  await client.query(
    `insert into abandoned_carts (store_id, customer_id, changed_at)
       select store_id, id, $1::timestamptz - interval '30 minutes'
         from customers where email like '%@bench.invalid'`,
    [now.toISOString()],
  );
  await client.query('vacuum analyze');
}
