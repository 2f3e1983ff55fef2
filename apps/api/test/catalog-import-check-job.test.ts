import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../src/db/client.ts';
import { catalogImportFiles, catalogImportRows, catalogImports } from '../src/db/schema/index.ts';
import { checkImportJob } from '../src/features/catalog-csv/jobs.ts';
import { CATALOG_IMPORT_CHECK } from '../src/jobs/queues.ts';
import { sampleCatalog } from './fixtures/catalog-csv-sample.ts';
import { newCatalogShop, uploadCsv } from './fixtures/catalog-csv.ts';
import { createTestApp } from './harness.ts';

// The spreadsheet's check as a job (features/catalog-csv/jobs.ts): the upload stores the file
// and queues its check in one transaction; an API replica that only enqueues (RUN_JOBS=false)
// checks nothing itself, a worker runs the job from the stored file (the harness runs the
// queued job after the request, as a worker takes it); a check stopped mid-way runs again from
// the start; the file goes once the import is checked.

const { app, db, deps } = await createTestApp({
  // RUN_JOBS=false needs a DATABASE_URL to be valid: the harness's own database is used.
  config: { RUN_JOBS: 'false', DATABASE_URL: 'postgres://replica.invalid/vitrine' },
});

async function checkJobsOf(importId: string) {
  const result = await db.execute(
    sql`select state::text as state from ${sql.identifier(JOB_SCHEMA)}.job
        where name = ${CATALOG_IMPORT_CHECK} and data->>'importId' = ${importId}`,
  );
  return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
}

describe('the spreadsheet check, a job', () => {
  it('is queued with the import and its file, and run by a worker from the stored file', async () => {
    const shop = await newCatalogShop(db);
    const { status, json } = await uploadCsv(
      app,
      { token: shop.token, storeId: shop.storeId },
      sampleCatalog(3),
    );
    expect(status).toBe(202);
    expect(json).toMatchObject({ status: 'checked', rows_rejected: 0 });
    expect(json.rows_total).toBeGreaterThan(0);
    // Checked by its job (this replica checks nothing itself), which completed once.
    expect(await checkJobsOf(json._id)).toEqual(['completed']);
    // The file is kept only until its check is done.
    const files = await db
      .select()
      .from(catalogImportFiles)
      .where(eq(catalogImportFiles.importId, json._id));
    expect(files).toEqual([]);
  });

  it('runs a check stopped mid-way again from the start, and writes each row once', async () => {
    const shop = await newCatalogShop(db);
    const file = sampleCatalog(4);
    const { json } = await uploadCsv(app, { token: shop.token, storeId: shop.storeId }, file);
    const rowsOf = () =>
      db.select().from(catalogImportRows).where(eq(catalogImportRows.importId, json._id));
    const checked = await rowsOf();
    expect(checked.length).toBeGreaterThan(1);
    // As a worker killed mid-check leaves it: still 'checking', its rows half written, its file.
    await db
      .update(catalogImports)
      .set({ status: 'checking', checkPercent: 40 })
      .where(eq(catalogImports.id, json._id));
    await db
      .delete(catalogImportRows)
      .where(
        and(
          eq(catalogImportRows.importId, json._id),
          eq(catalogImportRows.position, checked.at(-1)!.position),
        ),
      );
    await db.insert(catalogImportFiles).values({ importId: json._id, bytes: Buffer.from(file) });

    await checkImportJob(deps, json._id);
    const [after] = await db.select().from(catalogImports).where(eq(catalogImports.id, json._id));
    expect(after).toMatchObject({ status: 'checked', checkPercent: 100 });
    const again = await rowsOf();
    expect(again.map((row) => row.rowNumber).sort()).toEqual(
      checked.map((row) => row.rowNumber).sort(),
    );
    expect(
      await db.select().from(catalogImportFiles).where(eq(catalogImportFiles.importId, json._id)),
    ).toEqual([]);
  });
});
