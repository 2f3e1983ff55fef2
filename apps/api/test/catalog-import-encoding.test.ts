import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogImports } from '../src/db/schema/index.ts';
import { catalogState, newCatalogShop, uploadCsv } from './fixtures/catalog-csv.ts';
import { call, createTestApp } from './harness.ts';

// The file's encoding, told by its bytes: Excel's "Texto Unicode" (UTF-16, tabs) imports as its
// CSV does, and a file whose text the database cannot keep (a NUL) is refused whole with a 400
// naming the line, never a 500 and never half stored. The files are real files' bytes.

const { app, db } = await createTestApp();

const fixture = async (name: string) =>
  new Uint8Array(await readFile(new URL(`./fixtures/spreadsheets/${name}`, import.meta.url)));

async function importsOf(storeId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(catalogImports)
    .where(eq(catalogImports.storeId, storeId));
  return row!.n;
}

/** Checks and applies `bytes`; the store's variations after, by SKU. */
async function imported(bytes: Uint8Array) {
  const shop = await newCatalogShop(db);
  const checked = await uploadCsv(app, shop.auth, bytes, 'catalogo.txt');
  expect(checked.status).toBe(202);
  expect(checked.json).toMatchObject({ status: 'checked', rows_total: 3, problems: [] });
  await call(app, 'POST', `/catalog/imports/${checked.json._id}/apply`, shop);
  const { catalog } = await catalogState(db, shop.storeId);
  return catalog.map(({ product, variation }) => [
    variation.code,
    product.name,
    variation.options,
    variation.priceCents,
  ]);
}

const EXPECTED = [
  ['UNI-1-AZ', 'Camiseta Básica', { Cor: 'Azul' }, 4990],
  ['UNI-1-VD', 'Camiseta Básica', { Cor: 'Verde' }, 104990],
  ['UNI-2-UN', 'Boné "Aba reta"', {}, 3900],
];

describe('a UTF-16 file (Excel’s "Texto Unicode")', () => {
  it('imports little-endian with its BOM and tabs, as Excel saves it', async () => {
    expect(await imported(await fixture('texto-unicode.txt'))).toEqual(EXPECTED);
  });

  it('imports it without the BOM, and big-endian', async () => {
    const withBom = await fixture('texto-unicode.txt');
    const noBom = withBom.subarray(2);
    expect(await imported(noBom)).toEqual(EXPECTED);
    const bigEndian = new Uint8Array(Buffer.from(withBom).swap16());
    expect(await imported(bigEndian)).toEqual(EXPECTED);
  });
});

describe('text the database cannot keep', () => {
  it('refuses a UTF-8 file with a NUL byte with a 400 naming the line, storing nothing', async () => {
    const shop = await newCatalogShop(db);
    const { status, json } = await uploadCsv(app, shop.auth, await fixture('nul-na-linha-3.csv'));
    expect(status).toBe(400);
    expect(json).toEqual({
      code: 'spreadsheet_nul_character',
      message:
        'A planilha tem um caractere nulo (código 0) na linha 3, que não pode ser guardado. Abra-a no Excel ou no LibreOffice e salve de novo como CSV.',
      details: { line: 3 },
    });
    expect(await importsOf(shop.storeId)).toBe(0);
  });

  it('refuses broken UTF-16 with a 400 naming the line', async () => {
    const shop = await newCatalogShop(db);
    const good = await fixture('texto-unicode.txt');
    // A lone high surrogate (D800) as the first character of line 2.
    const firstBreak = Buffer.from(good).indexOf(Buffer.from('\r\n', 'utf16le')) + 4;
    const broken = new Uint8Array([
      ...good.subarray(0, firstBreak),
      0x00,
      0xd8,
      ...good.subarray(firstBreak),
    ]);
    const { status, json } = await uploadCsv(app, shop.auth, broken);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'spreadsheet_invalid_utf16', details: { line: 2 } });
    expect(json.message).toContain('linha 2');
    expect(await importsOf(shop.storeId)).toBe(0);
  });
});
