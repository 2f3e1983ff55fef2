import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays, saoPauloDay } from '@vitrine/domain/dates';
import { openDatabase } from '../src/db/client.ts';
import { stores } from '../src/db/schema/index.ts';
import { benchSellerToken, machineLoad, serveBenchApi, timeSequential } from './bench-harness.ts';
import { dropDatabase, freshDatabase, startPostgres } from './bench-stores-servers.ts';

// pnpm bench:reports [--orders 100000] [--requests 40] [--explain] [--keep] [--smoke]
// The seller's reports (GET /reports, issue #37 §6) of one store with --orders orders on
// PostgreSQL, made in bulk (generate_series): over the last 800 days, four in five paid and
// still a sale, one in ten paid and cancelled, one in ten never paid; one to three lines each
// out of 200 products; a return refunded on one sale in twenty; carts reminded (a third
// recovered by an order); a day's visits for every day. Another store beside it has a fifth as
// many, so the store's own indexes are what keeps the reads short. Then --requests sequential
// requests over HTTP (after 5 to warm up) for 30 days and for 365 days ending today, each with
// the period before it (so 60 and 730 days read): the median and p95 of each. With --explain,
// EXPLAIN (ANALYZE, BUFFERS) of the sales' daily aggregate over 730 days.
// Prints the load average before and after. A benchmark, not a test: it judges nothing by its
// exit code. Its database is dropped at the end (kept, vitrine_reports, with --keep).
// --smoke (CI, tooling/readme-commands): 2,000 orders, 5 requests each.

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    orders: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '40' },
    explain: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const ORDERS = Number(SMOKE ? 2000 : values.orders);
const REQUESTS = Number(SMOKE ? 5 : values.requests);
const NAME = 'vitrine_reports';

const postgres = startPostgres();
// The database's drop at the end (WITH (FORCE)) ends what is still connected to it, the served
// API's idle connections among them: that end is expected, not a failure of the bench.
process.on('uncaughtException', (error: Error & { code?: string }) => {
  if (error.code === '57P01') return;
  console.error(error);
  process.exit(1);
});
try {
  await run();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  if (!values.keep) await dropDatabase(postgres.url, NAME).catch(() => {});
  postgres.stop();
}
process.exit();

async function run() {
  console.log(`carga da máquina antes: ${machineLoad()}`);
  const url = await freshDatabase(postgres.url, NAME);
  const handle = await openDatabase({ url });
  await handle.migrate();
  const [store, other] = await handle.db
    .insert(stores)
    .values(
      ['relatorios', 'vizinha'].map((slug) => ({
        slug: `loja-${slug}`,
        name: `Loja ${slug}`,
        paymentDefault: {
          card: {
            installment_max: 12,
            installment_fees: 3,
            installment_tax: 1.99,
            installment_minimum_amount: 10,
          },
          pix: {
            extra_discount: 5,
            extra_discount_type: 'percentage' as const,
            extra_minimum_amount: 100,
          },
          boleto: {
            extra_discount: 0,
            extra_discount_type: 'amount' as const,
            extra_minimum_amount: 0,
          },
        },
        shippingFeeCents: 1990,
        freeShippingFromCents: 29900,
        pixKey: 'pix@loja.test',
      })),
    )
    .returning();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const now = new Date();
  const seeding = performance.now();
  await seedStore(client, store!.id, ORDERS, now);
  await seedStore(client, other!.id, Math.ceil(ORDERS / 5), now);
  await client.query('vacuum analyze');
  console.log(
    `${ORDERS} pedidos na loja (e ${Math.ceil(ORDERS / 5)} na vizinha) em ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );

  const today = saoPauloDay(now);
  if (values.explain) {
    const { rows } = await client.query(
      `explain (analyze, buffers)
       select floor(extract(epoch from (paid_at - $2::timestamptz)) / 86400)::int, sum(total_cents),
              sum(discount_cents + coupon_discount_cents), count(*)
         from orders
        where store_id = $1 and paid_at is not null and paid_at >= $2::timestamptz and paid_at < $3::timestamptz
          and status in ('pago', 'em_separacao', 'enviado', 'entregue')
        group by 1`,
      [
        store!.id,
        new Date(`${addDays(today, -729)}T03:00:00Z`).toISOString(),
        new Date(`${addDays(today, 1)}T03:00:00Z`).toISOString(),
      ],
    );
    console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
  }

  const api = await serveBenchApi(handle.db);
  const token = await benchSellerToken(handle.db, store!.id, 'bench-reports');
  for (const days of [30, 365]) {
    // Periods ending on each of the last 5 days, in turn.
    const paths = Array.from({ length: 5 }, (_, back) => {
      const to = addDays(today, -back);
      return `/reports?from=${addDays(to, 1 - days)}&to=${to}`;
    });
    const { median, p95, bytes } = await timeSequential(paths, REQUESTS, async (path) => {
      const began = performance.now();
      const response = await fetch(`${api.url}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'x-store-id': store!.id },
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${text}`);
      return { ms: performance.now() - began, bytes: text.length };
    });
    console.log(
      `GET /reports ${String(days).padStart(3)} dias  mediana ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${REQUESTS} pedidos HTTP, resposta de ${(bytes / 1024).toFixed(1)} KB)`,
    );
  }
  await api.close();
  console.log(`carga da máquina depois: ${machineLoad()}`);
  await client.end();
  await handle.close();
}

/** `count` orders of `storeId` and what hangs on them, in a few statements. */
async function seedStore(client: pg.Client, storeId: string, count: number, now: Date) {
  const at = now.toISOString();
  await client.query(
    `insert into customers (store_id, email, first_name, last_name)
       select $1, 'comprador.' || g || '@' || $3 || '.bench.invalid', 'Comprador', g::text
         from generate_series(1, greatest($2::int / 20, 10)) g`,
    [storeId, count, storeId.slice(0, 8)],
  );
  await client.query(
    `with buyers as (select array_agg(id) as ids from customers where store_id = $1),
     made as (
       select g, $3::timestamptz - random() * interval '800 days' as created,
              (array['pago','em_separacao','enviado','entregue','pago','em_separacao','enviado','entregue','cancelado','expirado'])[1 + g % 10] as status,
              (array['pix','card','boleto'])[1 + (g / 10) % 3] as method,
              1990 + (g * 7919) % 48000 as subtotal,
              case when g % 4 = 0 then 0 else 990 + g % 3000 end as shipping,
              case when g % 6 = 0 then 500 + g % 1000 else 0 end as coupon
         from generate_series(1, $2::int) g
     )
     insert into orders (store_id, customer_id, code, status, payment_method, subtotal_cents,
       shipping_cents, coupon_code, coupon_discount_cents, discount_cents, freight_option_id,
       freight_kind, freight_service, freight_carrier, total_cents, payment, paid_at,
       created_at, updated_at)
     select $1, b.ids[1 + g % array_length(b.ids, 1)], 'R' || lpad(g::text, 8, '0'), status, method,
            subtotal, shipping, case when coupon > 0 then 'VOLTE10' end, coupon,
            case when method = 'pix' then subtotal / 20 else 0 end,
            case when shipping > 0 then (array['table','carrier','carrier'])[1 + g % 3] end,
            case when shipping > 0 then (array['table','carrier','carrier'])[1 + g % 3] end,
            case when shipping > 0 then (array['Entrega local','SEDEX','PAC'])[1 + g % 3] end,
            case when shipping > 0 and g % 3 > 0 then 'Correios' end,
            subtotal - coupon - case when method = 'pix' then subtotal / 20 else 0 end + shipping,
            jsonb_build_object('method', method, 'payload', '000201', 'txid', 'R' || g),
            case when status <> 'expirado' then created + interval '10 minutes' end,
            created, created
       from made, buyers b`,
    [storeId, count, at],
  );
  await client.query(
    `insert into order_items (order_id, kind, product_code, variation_code, name, variation_name,
       unit_price_cents, quantity, total_cents)
     select o.id, 'product', 'P' || lpad((1 + (hashtext(o.code) & 1023) % 200 + line)::text, 4, '0'),
            'V1', 'Produto ' || (1 + (hashtext(o.code) & 1023) % 200 + line), 'Único',
            o.subtotal_cents / n, 1, o.subtotal_cents / n
       from orders o,
            lateral (select 1 + (hashtext(o.code) & 3) % 3 as n) lines,
            lateral generate_series(1, lines.n) line
      where o.store_id = $1`,
    [storeId],
  );
  await client.query(
    `insert into order_refunds (store_id, order_id, refund_key, amount_cents, status, via, kind,
       created_at, updated_at, settled_at)
     select store_id, id, 'B' || replace(id::text, '-', ''), least(total_cents, 1990), 'devolvido',
            'provider', 'return', paid_at + interval '5 days', paid_at + interval '5 days',
            paid_at + interval '5 days'
       from orders
      where store_id = $1 and paid_at is not null and status <> 'cancelado' and hashtext(code) % 20 = 0`,
    [storeId],
  );
  // One reminded cart for every ten orders, a third of them recovered by one.
  await client.query(
    `with sales as (
       select id, created_at, row_number() over (order by id) as n
         from orders where store_id = $1 and paid_at is not null
     ),
     carts as (
       insert into abandoned_carts (store_id, customer_id, changed_at, reminders_sent,
         last_reminder_at, closed_at, recovered_order_id)
       select $1, c.id, s.created_at - interval '2 hours', 1, s.created_at - interval '1 hour',
              -- Closed (recovered, or emptied a day later): a shopper has one open cart at most.
              case when s.n % 3 = 0 then s.created_at else s.created_at + interval '1 day' end,
              case when s.n % 3 = 0 then s.id end
         from sales s
         join lateral (select id from customers where store_id = $1 offset (s.n % 10) limit 1) c on true
        where s.n % 10 = 0
       returning id, last_reminder_at
     )
     insert into cart_reminders (store_id, cart_id, step, items, value_cents, restore_token_hash, sent_at)
     select $1, id, 1, '[]'::jsonb, 10000, md5(id::text), last_reminder_at from carts`,
    [storeId],
  );
  await client.query(
    `insert into store_visits (store_id, day, visits)
     select $1, d::date, 200 + (hashtext(d::text) & 4095)
       from generate_series(($2::timestamptz - interval '800 days')::date, $2::timestamptz::date, interval '1 day') d`,
    [storeId, now.toISOString()],
  );
}
