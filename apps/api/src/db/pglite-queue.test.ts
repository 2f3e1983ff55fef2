import { afterAll, describe, expect, it } from 'vitest';
import { createPglite } from './client.ts';
import { gaveWay, givingWay, PgliteQueue } from './pglite-queue.ts';

const client = await createPglite('memory://');
const queue = new PgliteQueue(client);
afterAll(() => client.close());

const burst = (n: number, onDone: (i: number) => void) =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      queue.query('select pg_sleep(0.001), $1::int as i', [i]).then(() => onDone(i)),
    ),
  );

describe('PgliteQueue', () => {
  it('runs statements in the order they arrived', async () => {
    const order: number[] = [];
    await burst(10, (i) => order.push(i));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lets the event loop poll the network between two statements of a burst', async () => {
    let done = 0;
    let doneWhenPolled = -1;
    setImmediate(() => (doneWhenPolled = done));
    await burst(20, () => (done += 1));
    // PGlite alone runs all 20 before the loop's next turn (no socket read meanwhile).
    expect(doneWhenPolled).toBeGreaterThanOrEqual(0);
    expect(doneWhenPolled).toBeLessThan(20);
  });

  it('holds the turn for a whole transaction', async () => {
    const events: string[] = [];
    const tx = queue.transaction(async (t) => {
      await t.query('select 1');
      events.push('tx step 1');
      await new Promise((next) => setTimeout(next, 20));
      await t.query('select 2');
      events.push('tx step 2');
    });
    const outside = queue.query('select 3').then(() => events.push('outside'));
    await Promise.all([tx, outside]);
    expect(events).toEqual(['tx step 1', 'tx step 2', 'outside']);
  });

  it('rolls a transaction begun giving way back when another statement waits for the turn', async () => {
    await queue.exec('create table gave_way (n int)');
    const job = givingWay(() =>
      queue.transaction(async (t) => {
        await t.query('insert into gave_way values (1)');
        await new Promise((next) => setTimeout(next, 20));
        await t.query('insert into gave_way values (2)');
      }),
    );
    const shopper = queue.query('select 1 as one');
    const failure = await job.then(
      () => null,
      (error: unknown) => error,
    );
    expect(gaveWay(failure)).toBe(true);
    expect((await shopper).rows).toEqual([{ one: 1 }]);
    expect((await queue.query('select count(*)::int as n from gave_way')).rows).toEqual([{ n: 0 }]);
  });

  it('never gives way to another transaction begun giving way: both commit', async () => {
    await queue.exec('create table both_commit (n int)');
    const job = (n: number) =>
      givingWay(() =>
        queue.transaction(async (t) => {
          await t.query('insert into both_commit values ($1)', [n]);
          await new Promise((next) => setTimeout(next, 20));
          await t.query('insert into both_commit values ($1)', [n]);
        }),
      );
    await Promise.all([job(1), job(2)]);
    expect((await queue.query('select count(*)::int as n from both_commit')).rows).toEqual([
      { n: 4 },
    ]);
  });
});
