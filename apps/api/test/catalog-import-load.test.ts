import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, describe, expect, it } from 'vitest';
import { readRows } from '../src/features/catalog-csv/read-rows.ts';
import { decodeSpreadsheet } from '../src/lib/spreadsheet/decode.ts';
import { readTable } from '../src/lib/spreadsheet/read-table.ts';
import { csvFile, newCatalogShop } from './fixtures/catalog-csv.ts';
import { call, createTestApp } from './harness.ts';

// Checking a large file never holds the API's event loop: decoding, splitting, parsing and
// planning run in a worker thread, and the main thread only reads and writes the database a
// short statement at a time. Measured against the same machine at the same moment: the longest
// the loop goes without a turn while the file is sent over HTTP and checked must stay well
// under what reading the file alone takes on the loop, as the check once did (and then parsed
// and planned every row before letting the loop turn).

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

    const held = monitorEventLoopDelay({ resolution: 10 });
    held.enable();
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
    held.disable();

    // The reading alone, done here on the loop (its garbage collected here, after the check).
    const started = performance.now();
    expect(readRows(readTable(decodeSpreadsheet(file).text)).rows).toHaveLength(5000);
    const reading = performance.now() - started;
    expect(held.max / 1e6, `reading on the loop took ${reading.toFixed(0)} ms`).toBeLessThan(
      reading / 2,
    );
    expect(sent.status).toBe(202);
    const checked = await call(app, 'GET', `/catalog/imports/${id}`, shop);
    expect(checked.json).toMatchObject({ status: 'checked', plan: { created: 5000 } });
  }, 240_000);
});
