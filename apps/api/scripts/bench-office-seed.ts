import type { Database } from '../src/db/client.ts';
import { customers, orderItems, orders, stores, type OrderStatus } from '../src/db/schema/index.ts';
import { readableCode } from '../src/lib/tokens.ts';

// The benches' sales: `count` sales over the last 90 days in every status, bought by
// count/5 customers with Brazilian names, in batches of 1,000 rows.

const DAY = 24 * 60 * 60 * 1000;

/** A fixed sequence (mulberry32), so every run seeds the same store. */
function seeded(seed: number) {
  let t = seed;
  return () => {
    t = (t + 0x6d2b79f5) | 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ['João', 'José', 'Maria', 'Ana', 'Antônio', 'Márcia', 'Luíza', 'Conceição', 'Pedro'];
const LAST = ['Silva', 'Souza', 'Conceição', 'Araújo', 'Gonçalves', 'Lima', 'Pereira', 'Simões'];
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A store of its own for the bench (no host, no seller): `seedSales` fills it. */
export async function createBenchStore(db: Database) {
  const tag = readableCode(6).toLowerCase();
  const payment = {
    extra_discount: 0,
    extra_discount_type: 'amount' as const,
    extra_minimum_amount: 0,
  };
  const [store] = await db
    .insert(stores)
    .values({
      slug: `bench-vendas-${tag}`,
      name: `Bench vendas ${tag}`,
      paymentDefault: {
        card: {
          installment_max: 1,
          installment_fees: 1,
          installment_tax: 0,
          installment_minimum_amount: 0,
        },
        pix: payment,
        boleto: payment,
      },
    })
    .returning();
  return store!.id;
}

/** A new store with `count` sales (bench:office). */
export async function seedStore(db: Database, count: number, now: Date, seed: number) {
  return seedSales(db, await createBenchStore(db), count, now, seed);
}

/**
 * `count` sales in the store `storeId` (a bench store, or a demo one: the buyers' e-mails carry
 * a tag of the run, so they never meet the store's own customers).
 */
export async function seedSales(
  db: Database,
  storeId: string,
  count: number,
  now: Date,
  seed: number,
) {
  const buyersCount = Math.max(50, Math.round(count / 5));
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const tag = readableCode(4).toLowerCase();
  const buyers = await db
    .insert(customers)
    .values(
      Array.from({ length: buyersCount }, (_, i) => {
        const [firstName, lastName] = [pick(FIRST), pick(LAST)];
        const email = `${plain(firstName)}.${plain(lastName)}.${tag}${i}@exemplo.com.br`;
        return { storeId, email, firstName, lastName };
      }),
    )
    .returning({ id: customers.id });
  const codes: string[] = [];
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, () => {
      const createdAt = new Date(now.getTime() - random() * 90 * DAY);
      const age = (now.getTime() - createdAt.getTime()) / DAY;
      const method = pick(['pix', 'pix', 'card', 'boleto'] as const);
      const roll = random();
      const status: OrderStatus =
        roll < 0.08
          ? 'cancelado'
          : roll < 0.16
            ? 'expirado'
            : age < 2 && roll < 0.3
              ? 'aguardando_pagamento'
              : age < 3
                ? pick(['pago', 'em_separacao'] as const)
                : age < 8
                  ? pick(['em_separacao', 'enviado'] as const)
                  : 'entregue';
      const paid = !['aguardando_pagamento', 'expirado', 'cancelado'].includes(status);
      const totalCents = 1990 + Math.floor(random() * 60000);
      const code = readableCode();
      codes.push(code);
      return {
        storeId,
        customerId: pick(buyers).id,
        code,
        status,
        paymentMethod: method,
        subtotalCents: totalCents,
        totalCents,
        payment:
          method === 'card'
            ? { method, brand: 'visa', last4: '1111', authorization_code: `SBX${code}` }
            : method === 'pix'
              ? { method, payload: '000201', txid: code }
              : { method, line: '0'.repeat(47), barcode: '0'.repeat(44), due_date: '2026-01-01' },
        paymentExpiresAt:
          method === 'card'
            ? null
            : new Date(createdAt.getTime() + (method === 'pix' ? 1 : 72) * 36e5),
        paidAt: paid ? new Date(createdAt.getTime() + 10 * 60 * 1000) : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    const inserted = await db.insert(orders).values(rows).returning({ id: orders.id });
    await db.insert(orderItems).values(
      inserted.map((order, i) => ({
        orderId: order.id,
        kind: 'product' as const,
        productCode: 'BENCH',
        variationCode: 'UNICA',
        name: 'Caneca Esmaltada',
        variationName: 'Única',
        unitPriceCents: rows[i]!.totalCents,
        quantity: 1,
        totalCents: rows[i]!.totalCents,
      })),
    );
  }
  return { storeId, codes };
}
