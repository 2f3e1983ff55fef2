import { serve } from '@hono/node-server';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { readRows } from '../src/features/catalog-csv/read-rows.ts';
import { decodeSpreadsheet } from '../src/lib/spreadsheet/decode.ts';
import { readTable } from '../src/lib/spreadsheet/read-table.ts';
import { csvFile, newCatalogShop } from './fixtures/catalog-csv.ts';
import { call, createTestApp } from './harness.ts';

// Checking a large file never holds the API's event loop: decoding, splitting, parsing and
// planning run in a worker thread, and the main thread only reads and writes the database a
// short statement at a time. Measured against the same machine at the same moment: the longest
// the loop works without a turn while the file is sent over HTTP and checked must stay well
// under what reading the file alone takes on the loop, as the check once did (and then parsed
// and planned every row before letting the loop turn).
//
// Both are measured in the main thread's own CPU time, not the clock's: on a busy machine the
// clock also counts the time the process waited for a core (a CI runner at load 10 left the
// loop 325 ms without a turn while it did 30 ms of work), which says nothing about the code.

/** USER_HZ: the unit of /proc's CPU times, 100 on every Linux Node supports. */
const CLOCK_TICKS_PER_S = 100;

/** The main thread's own CPU time in ms (Linux: utime + stime of the thread whose id is the pid). */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  // After "pid (comm) ": state is field 3, utime 14 and stime 15 (proc(5)).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

/** The most CPU the main thread spent between two turns of a 10 ms timer, from start to stop. */
function watchLongestTurn() {
  let last = mainThreadCpuMs();
  let longest = 0;
  const timer = setInterval(() => {
    const now = mainThreadCpuMs();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, mainThreadCpuMs() - last);
    },
  };
}

const { app, db, deps } = await createTestApp();

/** The app on a real socket, as `pnpm start` serves it: the body arrives in pieces. */
const server = await new Promise<ReturnType<typeof serve>>((listening) => {
  const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
    listening(started),
  );
});
afterAll(() => new Promise((closed) => server.close(closed)));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

/**
 * 1,000 products of 5 sizes, each row with a long note in a column the import does not know
 * (read, reported once, never stored: the file is heavy to read, light to store): 5,000 rows,
 * about 8 MB.
 */
function heavyFile(): Uint8Array {
  const header = ['Código do produto', 'Nome', 'Opção: Tamanho', 'SKU', 'Preço', 'Observações'];
  const rows: string[][] = [];
  for (let p = 0; p < 1000; p += 1) {
    const note = `Camiseta ${p}: algodão penteado, fio 30, caimento reto; lavar do avesso. `.repeat(
      22,
    );
    for (const size of ['PP', 'P', 'M', 'G', 'GG']) {
      rows.push([`LEVE-${p}`, `Camiseta ${p}`, size, `LEVE-${p}-${size}`, '49,90', note]);
    }
  }
  return csvFile(header, rows);
}

describe('checking a large file', () => {
  it('never holds the event loop: the file is read, parsed and planned off the main thread', async () => {
    const shop = await newCatalogShop(db);
    const file = heavyFile();
    expect(file.byteLength).toBeGreaterThan(7 * 1024 * 1024);

    const watch = watchLongestTurn();
    const sent = await fetch(`${base}/catalog/imports?file_name=grande.csv`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${shop.token}`,
        'X-Store-Id': shop.storeId,
        'Content-Type': 'text/csv',
      },
      body: file,
    });
    const { _id: id } = (await sent.json()) as { _id: string };
    await deps.background.idle();
    const longestTurn = watch.stop();

    // The reading alone, done here on the loop (its garbage collected here, after the check).
    const started = mainThreadCpuMs();
    expect(readRows(readTable(decodeSpreadsheet(file).text)).rows).toHaveLength(5000);
    const reading = mainThreadCpuMs() - started;
    expect(longestTurn, `reading on the loop took ${reading.toFixed(0)} ms of CPU`).toBeLessThan(
      reading / 2,
    );
    expect(sent.status).toBe(202);
    const checked = await call(app, 'GET', `/catalog/imports/${id}`, shop);
    expect(checked.json).toMatchObject({ status: 'checked', plan: { created: 5000 } });
  }, 240_000);
});
