import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/db/client.ts';
import { catalogImports } from '../src/db/schema/index.ts';
import { startApply } from '../src/features/catalog-csv/jobs.ts';
import { catalogWriter } from '../src/features/catalog-csv/service-writer.ts';
import {
  catalogState,
  type CatalogShop,
  newCatalogShop,
  uploadCsv,
} from './fixtures/catalog-csv.ts';
import { sampleCatalog } from './fixtures/catalog-csv-sample.ts';
import { CATALOG_IMPORT_APPLY } from '../src/jobs/queues.ts';
import { call, createTestApp, runQueuedJobs } from './harness.ts';
import { serveApp } from './servers/api.ts';

// Imports racing each other and imports cut short, on PGlite and PostgreSQL (scripts/test.sh
// runs this file on both): whatever the interleaving, a store ends as one clean import of the
// file leaves it — same products, same stock, one stock row per initial count, nothing twice.

const testApp = await createTestApp();
const { app, db, deps } = testApp;
const writer = catalogWriter(deps);

/** 5 products × 6 variations, a formula-like product and a service: 32 rows. */
const FILE = sampleCatalog(5);
const ROWS = 32;

const newShop = () => newCatalogShop(db);

async function checked(shop: CatalogShop) {
  const { json } = await uploadCsv(app, shop.auth, FILE);
  expect(json).toMatchObject({ status: 'checked', rows_total: ROWS });
  await db
    .update(catalogImports)
    .set({ status: 'applying' })
    .where(eq(catalogImports.id, json._id));
  return json._id as string;
}

const read = async (shop: CatalogShop, id: string) =>
  (await call(app, 'GET', `/catalog/imports/${id}`, shop)).json;

/** The store after one uninterrupted import of FILE: what every race must end as. */
const reference = await (async () => {
  const shop = await newShop();
  const id = await checked(shop);
  await startApply(deps, writer, id, { batchRows: 4 });
  expect(await read(shop, id)).toMatchObject({ status: 'applied', created: ROWS });
  return catalogState(db, shop.storeId);
})();

describe('the same file imported twice at once', () => {
  it('creates each product once; between them every row is created once and unchanged once', async () => {
    const shop = await newShop();
    const [first, second] = [await checked(shop), await checked(shop)];
    await Promise.all([
      startApply(deps, writer, first, { batchRows: 4 }),
      startApply(deps, writer, second, { batchRows: 4 }),
    ]);
    const [a, b] = [await read(shop, first), await read(shop, second)];
    expect([a.status, b.status]).toEqual(['applied', 'applied']);
    expect(a.created + b.created).toBe(ROWS);
    expect(a.unchanged + b.unchanged).toBe(ROWS);
    expect(a.updated + b.updated).toBe(0);
    expect(await catalogState(db, shop.storeId)).toEqual(reference);
  });

  it('applies one import once when it is started twice (two runners, one rows_done)', async () => {
    const shop = await newShop();
    const id = await checked(shop);
    // Two runners as two API replicas would be: the second does not share the first's run.
    const { applyImport } = await import('../src/features/catalog-csv/apply.ts');
    await Promise.all([
      applyImport({ ...deps, writer }, id, { batchRows: 4 }),
      applyImport({ ...deps, writer }, id, { batchRows: 4 }),
    ]);
    expect(await read(shop, id)).toMatchObject({
      status: 'applied',
      rows_done: ROWS,
      created: ROWS,
      unchanged: 0,
    });
    expect(await catalogState(db, shop.storeId)).toEqual(reference);
  });
});

describe('an interrupted import', () => {
  it('stopped after a few batches, is visible as stopped and resumes to the same state', async () => {
    const shop = await newShop();
    const id = await checked(shop);
    const stop = new AbortController();
    await startApply(deps, writer, id, {
      batchRows: 4,
      signal: stop.signal,
      // The process "dies" once 10 rows are in: no further batch starts.
      onBatch: (rowsDone) => rowsDone >= 10 && stop.abort(),
    });
    const stopped = await read(shop, id);
    expect(stopped).toMatchObject({ status: 'applying', running: false });
    expect(stopped.rows_done).toBeGreaterThanOrEqual(10);
    expect(stopped.rows_done).toBeLessThan(ROWS);
    expect(stopped.created).toBe(stopped.rows_done);

    const resumed = await call(app, 'POST', `/catalog/imports/${id}/apply`, shop);
    expect(resumed.status).toBe(202);
    expect(await read(shop, id)).toMatchObject({
      status: 'applied',
      rows_done: ROWS,
      created: ROWS,
    });
    expect(await catalogState(db, shop.storeId)).toEqual(reference);
  });

  it('failed in the middle of a batch, keeps that batch unwritten and resumes from rows_done', async () => {
    const shop = await newShop();
    const id = await checked(shop);
    let saves = 0;
    // The process fails inside the third product's save (after two products were saved).
    const failing = {
      ...writer,
      save: async (...args: Parameters<typeof writer.save>) => {
        saves += 1;
        await writer.save(...args);
        if (saves === 3) throw new Error('the process died here');
      },
    };
    await startApply(deps, failing, id, { batchRows: 12 });
    const failed = await read(shop, id);
    // Batches of whole products: 12 rows = 2 products; the second batch rolled back whole.
    expect(failed).toMatchObject({ status: 'failed', rows_done: 12, created: 12 });
    const partial = await catalogState(db, shop.storeId);
    expect(new Set(partial.catalog.map((row) => row.product.code)).size).toBe(2);

    await call(app, 'POST', `/catalog/imports/${id}/apply`, shop);
    expect(await read(shop, id)).toMatchObject({ status: 'applied', created: ROWS });
    expect(await catalogState(db, shop.storeId)).toEqual(reference);
  });
});

describe('the apply as a job', () => {
  it('is queued with the status by "Aplicar", shows as running while it waits, and a worker applies it', async () => {
    const shop = await newShop();
    const { json } = await uploadCsv(app, shop.auth, FILE);
    const id = json._id as string;
    // Over HTTP, past the harness (which runs a request's jobs before answering the test).
    const { url } = await serveApp(app);
    const headers = { Authorization: `Bearer ${shop.token}`, 'X-Store-Id': shop.storeId };
    const res = await fetch(`${url}/catalog/imports/${id}/apply`, { method: 'POST', headers });
    expect(res.status).toBe(202);
    // Nothing written yet: the job waits for a worker, and the screen shows it under way.
    const waiting = await fetch(`${url}/catalog/imports/${id}`, { headers });
    expect(await waiting.json()).toMatchObject({
      status: 'applying',
      rows_done: 0,
      running: true,
    });
    const jobs = await db.execute(
      sql`select state::text as state from ${sql.identifier(JOB_SCHEMA)}.job
          where name = ${CATALOG_IMPORT_APPLY} and singleton_key = ${id}`,
    );
    expect((jobs as unknown as { rows: { state: string }[] }).rows).toEqual([{ state: 'created' }]);

    await runQueuedJobs(testApp, [CATALOG_IMPORT_APPLY]);
    expect(await read(shop, id)).toMatchObject({
      status: 'applied',
      created: ROWS,
      running: false,
    });
    expect(await catalogState(db, shop.storeId)).toEqual(reference);
  });
});
