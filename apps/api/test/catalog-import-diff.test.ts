import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { products, productVariations } from '../src/db/schema/index.ts';
import { CSV_BOM, csvLine } from '../src/lib/csv.ts';
import {
  catalogState,
  type CatalogShop,
  csvFile,
  newCatalogShop,
  uploadCsv,
} from './fixtures/catalog-csv.ts';
import { sampleCatalog } from './fixtures/catalog-csv-sample.ts';
import { call, createTestApp } from './harness.ts';

// The check lists what the import will do, row by row, as the apply will do it: created rows,
// each changed field before → after, rejected rows with their problems; unchanged rows counted.
// Nothing is written until the seller confirms; the apply then does exactly that list, and its
// counts are the check's.

const { app, db } = await createTestApp();

const encode = (text: string) => new TextEncoder().encode(text);

async function exported(shop: CatalogShop) {
  const response = await app.request('/catalog/export', {
    headers: { Authorization: `Bearer ${shop.token}`, 'X-Store-Id': shop.storeId },
  });
  expect(response.status).toBe(200);
  return new TextDecoder().decode(await response.arrayBuffer());
}

/** A shop with the sample catalog (8 rows) imported, and its export. */
async function shopWithCatalog() {
  const shop = await newCatalogShop(db);
  const first = await uploadCsv(app, shop.auth, sampleCatalog());
  await call(app, 'POST', `/catalog/imports/${first.json._id}/apply`, shop);
  return { shop, text: await exported(shop) };
}

/** The spreadsheet row (1 = header) of the line holding `needle`. */
const rowOf = (text: string, needle: string) =>
  text.split('\r\n').findIndex((line) => line.includes(needle)) + 1;

const rows = async (shop: CatalogShop, id: string, query: string) => {
  const answer = await call(app, 'GET', `/catalog/imports/${id}/rows?${query}`, shop);
  expect(answer.status).toBe(200);
  return answer.json;
};

const applied = async (shop: CatalogShop, id: string) => {
  expect((await call(app, 'POST', `/catalog/imports/${id}/apply`, shop)).status).toBe(202);
  return (await call(app, 'GET', `/catalog/imports/${id}`, shop)).json;
};

describe('the check lists what the import will do', () => {
  it('shows the one price changed in an exported file, the rest unchanged; the apply does exactly that', async () => {
    const { shop, text } = await shopWithCatalog();
    const edited = text.replace(';CL-AZ-M;49,90;', ';CL-AZ-M;44,90;');
    expect(edited).not.toBe(text);
    const before = await catalogState(db, shop.storeId);

    const checked = await uploadCsv(app, shop.auth, encode(edited));
    expect(checked.json).toMatchObject({
      status: 'checked',
      rows_in_file: 8,
      check_percent: 100,
      plan: { created: 0, updated: 1, unchanged: 7 },
      // The one row to write; the 7 unchanged are counted, not listed.
      rows_total: 1,
      rows_rejected: 0,
      problems: [],
    });
    const id = checked.json._id;
    expect(await rows(shop, id, 'outcome=updated')).toEqual({
      items: [
        {
          row: rowOf(edited, ';CL-AZ-M;'),
          sku: 'CL-AZ-M',
          name: 'Camiseta Lisa',
          options: 'Azul / M',
          outcome: 'updated',
          changes: [{ column: 'Preço', before: 'R$ 49,90', after: 'R$ 44,90' }],
          problems: [],
        },
      ],
      page: 1,
      per_page: 50,
      total: 1,
      total_pages: 1,
    });
    expect((await rows(shop, id, 'outcome=created')).total).toBe(0);
    // Checked, listed, and nothing written yet.
    expect(await catalogState(db, shop.storeId)).toEqual(before);

    const result = await applied(shop, id);
    expect(result).toMatchObject({ status: 'applied', created: 0, updated: 1, unchanged: 7 });
    expect({
      created: result.created,
      updated: result.updated,
      unchanged: result.unchanged,
    }).toEqual(result.plan);
    const after = await catalogState(db, shop.storeId);
    const changed = after.catalog.filter(
      (row, index) => JSON.stringify(row) !== JSON.stringify(before.catalog[index]),
    );
    expect(changed.map((row) => [row.variation.code, row.variation.priceCents])).toEqual([
      ['CL-AZ-M', 4490],
    ]);
    expect(after.audits).toBe(before.audits + 1);
  });

  it('lists each field a row changes, before → after, and a new variation with what it starts with', async () => {
    const { shop, text } = await shopWithCatalog();
    // The export as cells (a description holds a quoted ";"), edited, written back as it was.
    const lines: string[][] = parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' });
    const header = lines[0]!;
    const at = (name: string) => header.indexOf(name);
    const edit = (sku: string, changes: Record<string, string>) => {
      const cells = lines.find((line) => line[at('SKU')] === sku)!;
      for (const [name, value] of Object.entries(changes)) cells[at(name)] = value;
      return cells;
    };
    // The service: a new name (a product field), a price, "vendida" off.
    edit('BAINHA-1', { Nome: 'Bainha italiana', Preço: '30,00', Vendida: 'não' });
    // A count set (the export's own count, 0, still the store's), "preço de" set.
    edit('PROMO-1', { Estoque: '12', 'Preço de': '1.500,00' });
    // A new size of the shirt: created; the shirt's option values gain it on its other rows.
    const newRow = [...edit('CL-AZ-G', {})];
    newRow[at('SKU')] = 'CL-AZ-GG';
    newRow[at('Opção: Tamanho')] = 'GG';
    newRow[at('Preço')] = '54,90';
    newRow[at('Estoque')] = '4';
    newRow[at('Estoque na exportação')] = '';
    lines.push(newRow);
    const file = CSV_BOM + lines.map(csvLine).join('');

    const checked = await uploadCsv(app, shop.auth, encode(file));
    expect(checked.json.plan, JSON.stringify(checked.json.problems)).toEqual({
      created: 1,
      updated: 8,
      unchanged: 0,
    });
    const id = checked.json._id;
    const updated = await rows(shop, id, 'outcome=updated');
    const bySku = new Map(
      updated.items.map((row: { sku: string; changes: unknown }) => [row.sku, row.changes]),
    );
    expect(bySku.get('BAINHA-1')).toEqual([
      { column: 'Nome', before: 'Bainha de calça', after: 'Bainha italiana' },
      { column: 'Preço', before: 'R$ 25,00', after: 'R$ 30,00' },
      { column: 'Vendida', before: 'sim', after: 'não' },
    ]);
    expect(bySku.get('PROMO-1')).toEqual([
      { column: 'Preço de', before: '', after: 'R$ 1.500,00' },
      { column: 'Estoque', before: '0', after: '12' },
    ]);
    // Every row of the shirt: its option values change (GG is added).
    expect(bySku.get('CL-VE-P')).toEqual([
      {
        column: 'Opções do produto',
        before: 'Cor: Azul, Verde; Tamanho: P, M, G',
        after: 'Cor: Azul, Verde; Tamanho: P, M, G, GG',
      },
    ]);
    const created = await rows(shop, id, 'outcome=created');
    expect(created.items).toEqual([
      {
        row: lines.length,
        sku: 'CL-AZ-GG',
        name: 'Camiseta Lisa',
        options: 'Azul / GG',
        outcome: 'created',
        changes: [
          { column: 'Preço', before: '', after: 'R$ 54,90' },
          { column: 'Preço de', before: '', after: 'R$ 59,90' },
          { column: 'Estoque', before: '', after: '4' },
          {
            column: 'Opções do produto',
            before: 'Cor: Azul, Verde; Tamanho: P, M, G',
            after: 'Cor: Azul, Verde; Tamanho: P, M, G, GG',
          },
        ],
        problems: [],
      },
    ]);

    const result = await applied(shop, id);
    expect(result).toMatchObject({ status: 'applied', created: 1, updated: 8, unchanged: 0 });
    const state = await catalogState(db, shop.storeId);
    const variation = (code: string) => state.catalog.find((row) => row.variation.code === code)!;
    expect(variation('BAINHA-1').product.name).toBe('Bainha italiana');
    expect(variation('BAINHA-1').variation).toMatchObject({ priceCents: 3000, sold: false });
    expect(variation('PROMO-1').variation).toMatchObject({
      stock: 12,
      compareAtPriceCents: 150000,
    });
    expect(variation('CL-AZ-GG').variation).toMatchObject({ priceCents: 5490, stock: 4 });
  });

  it('lists rejected rows with their problems, and pages the rows in the file’s order', async () => {
    const shop = await newCatalogShop(db);
    const header = ['Código do produto', 'Nome', 'SKU', 'Preço', 'Estoque'];
    const file = csvFile(header, [
      ...Array.from({ length: 55 }, (_, n) => [`P-${n}`, `Produto ${n}`, `P-${n}-1`, '10', '1']),
      ['P-X', 'Produto X', 'P-X-1', 'dez', '1'],
    ]);
    const checked = await uploadCsv(app, shop.auth, file);
    expect(checked.json).toMatchObject({
      plan: { created: 55, updated: 0, unchanged: 0 },
      rows_rejected: 1,
    });
    const id = checked.json._id;
    const second = await rows(shop, id, 'outcome=created&page=2');
    expect(second).toMatchObject({ page: 2, per_page: 50, total: 55, total_pages: 2 });
    expect(second.items.map((row: { row: number }) => row.row)).toEqual([52, 53, 54, 55, 56]);
    expect(second.items[0]).toMatchObject({
      sku: 'P-50-1',
      name: 'Produto 50',
      changes: [
        { column: 'Preço', before: '', after: 'R$ 10,00' },
        { column: 'Estoque', before: '', after: '1' },
      ],
    });
    expect((await rows(shop, id, 'outcome=rejected')).items).toEqual([
      {
        row: 57,
        sku: 'P-X-1',
        name: 'Produto X',
        options: '',
        outcome: 'rejected',
        changes: [],
        problems: [{ column: 'Preço', message: 'use um valor como 49,90.' }],
      },
    ]);
  });
});

describe('the apply does what was confirmed', () => {
  it('leaves out a product changed in the store since the check, saying so, and applies the rest', async () => {
    const { shop, text } = await shopWithCatalog();
    const edited = text
      .replace(';CL-AZ-M;49,90;', ';CL-AZ-M;44,90;')
      .replace(';BAINHA-1;25,00;', ';BAINHA-1;28,00;');
    const checked = await uploadCsv(app, shop.auth, encode(edited));
    expect(checked.json.plan).toEqual({ created: 0, updated: 2, unchanged: 6 });
    // After the check, the shirt's price changes in the office: the check's "R$ 49,90 →
    // R$ 44,90" is no longer what applying would do.
    await db
      .update(productVariations)
      .set({ priceCents: 4790 })
      .where(
        and(eq(productVariations.storeId, shop.storeId), eq(productVariations.code, 'CL-AZ-M')),
      );
    const result = await applied(shop, checked.json._id);
    // The service applies as checked; the shirt's changed row is left out, saying why (its
    // other rows, unchanged, had nothing to apply).
    expect(result).toMatchObject({ status: 'applied', created: 0, updated: 1, unchanged: 6 });
    expect(result.problems).toEqual([
      {
        row: rowOf(edited, ';CL-AZ-M;'),
        column: '',
        message:
          'este produto mudou na loja desde a conferência; confira a planilha de novo para ver o que a importação faria agora.',
      },
    ]);
    const [shirt] = await db
      .select({ price: productVariations.priceCents })
      .from(productVariations)
      .innerJoin(products, eq(products.id, productVariations.productId))
      .where(and(eq(products.storeId, shop.storeId), eq(productVariations.code, 'CL-AZ-M')));
    expect(shirt?.price).toBe(4790);
    const [service] = await db
      .select({ price: productVariations.priceCents })
      .from(productVariations)
      .where(
        and(eq(productVariations.storeId, shop.storeId), eq(productVariations.code, 'BAINHA-1')),
      );
    expect(service?.price).toBe(2800);
  });

  it('refuses to apply while the check is still running', async () => {
    const shop = await newCatalogShop(db);
    const checked = await uploadCsv(app, shop.auth, sampleCatalog());
    const { catalogImports } = await import('../src/db/schema/index.ts');
    await db
      .update(catalogImports)
      .set({ status: 'checking' })
      .where(eq(catalogImports.id, checked.json._id));
    const apply = await call(app, 'POST', `/catalog/imports/${checked.json._id}/apply`, shop);
    expect(apply.status).toBe(409);
    expect(apply.json).toMatchObject({
      code: 'import_checking',
      message: 'A conferência desta planilha parou antes do fim. Envie-a de novo.',
    });
  });
});
