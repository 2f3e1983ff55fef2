import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { createProduct } from './fixtures/catalog.ts';
import {
  catalogState,
  type CatalogShop,
  newCatalogShop,
  uploadCsv,
} from './fixtures/catalog-csv.ts';
import { sampleCatalog } from './fixtures/catalog-csv-sample.ts';
import { call, createTestApp } from './harness.ts';
import { and, eq } from 'drizzle-orm';
import { products, productVariations } from '../src/db/schema/index.ts';

// Export → import gives back the same catalog: the file the export writes is one the import
// reads as "nothing to change" (no save, no audit, no stock row), even after Excel in pt-BR
// saved it again as Windows-1252.

const { app, db } = await createTestApp();

const newShop = () => newCatalogShop(db);

async function importFile(shop: CatalogShop, bytes: Uint8Array) {
  const checked = await uploadCsv(app, shop.auth, bytes);
  expect(checked.json.problems).toEqual([]);
  await call(app, 'POST', `/catalog/imports/${checked.json._id}/apply`, shop);
  return (await call(app, 'GET', `/catalog/imports/${checked.json._id}`, shop)).json;
}

async function exportFile(shop: CatalogShop, query = '') {
  const response = await app.request(`/catalog/export${query}`, {
    headers: { Authorization: `Bearer ${shop.token}`, 'X-Store-Id': shop.storeId },
  });
  expect(response.status).toBe(200);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A variation of the shop's by SKU: its id and stock now. */
async function variationOf(shop: CatalogShop, code: string) {
  const [row] = await db
    .select({ id: productVariations.id, stock: productVariations.stock })
    .from(productVariations)
    .innerJoin(products, eq(products.id, productVariations.productId))
    .where(and(eq(products.storeId, shop.storeId), eq(productVariations.code, code)));
  return row!;
}

const lines = (bytes: Uint8Array) =>
  new TextDecoder()
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /catalog/export', () => {
  it('writes one row per variation, Excel-friendly, options as columns', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    const { response, bytes } = await exportFile(shop);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="catalogo-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(bytes);
    expect(header).toBe(
      'Tipo;Código do produto;Nome;Slug;Status;Categoria;Marca;Descrição;Opção: Cor;Opção: Tamanho;SKU;Preço;Preço de;Estoque;Estoque na exportação;Estoque baixo;Peso (g);Altura (cm);Largura (cm);Comprimento (cm);Vendida',
    );
    expect(rows).toHaveLength(8);
    expect(rows).toContain(
      'produto;CAM-LISA;Camiseta Lisa;camiseta-lisa;ativo;Camisetas;Aurora;"<p>Algodão <strong>macio</strong>; ""fio 30""</p>";Verde;G;CL-VE-G;49,90;59,90;5;5;3;180;2,5;30;40,5;não',
    );
    // The formula guard of the sales CSV: a name starting with "-" stays text.
    expect(rows.find((row) => row.includes('PROMO-1'))).toContain(";'-Promo relâmpago-;");
    expect(rows.find((row) => row.includes('BAINHA-1'))).toBe(
      'serviço;BAINHA;Bainha de calça;bainha-de-calca;ativo;Ajustes;;Feita em 2 dias.;;;BAINHA-1;25,00;;;;3;;;;;sim',
    );
  });

  it('exports the list’s filter only, and answers sellers only', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    const { bytes } = await exportFile(shop, '?status=draft');
    expect(
      lines(bytes)
        .slice(1)
        .map((row) => row.split(';')[1]),
    ).toEqual(['PROMO']);
    // The office list's other filters, as its "Exportar planilha" link sends them.
    const codes = async (query: string) =>
      lines((await exportFile(shop, query)).bytes)
        .slice(1)
        .map((row) => row.split(';')[1]);
    expect(await codes('?kind=service')).toEqual(['BAINHA']);
    expect(await codes('?kind=product&stock=esgotado')).toEqual(['PROMO']);
    expect(await codes('?kind=product&q=camiseta&status=active&sort=nome')).toEqual(
      Array(6).fill('CAM-LISA'),
    );
    const anonymous = await app.request('/catalog/export', {
      headers: { 'X-Store-Id': shop.storeId },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('export → import', () => {
  it('changes nothing: no save, no audit row, no stock adjustment', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    // A product the import never saw (the seed's shape: images, fixture SKUs in lower case).
    await createProduct(db, shop.storeId, { name: 'Caneca Ipê', brand: 'Ipê' });
    const before = await catalogState(db, shop.storeId);
    const { bytes } = await exportFile(shop);
    const again = await importFile(shop, bytes);
    expect(again).toMatchObject({ status: 'applied', created: 0, updated: 0, unchanged: 9 });
    expect(await catalogState(db, shop.storeId)).toEqual(before);
  });

  it('reads the export saved again by Excel as Windows-1252 the same way', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    const before = await catalogState(db, shop.storeId);
    const text = new TextDecoder().decode((await exportFile(shop)).bytes).replace(/^\uFEFF/, '');
    const cp1252 = new Uint8Array(iconv.encode(text, 'windows-1252'));
    expect(cp1252.includes(0xe3)).toBe(true); // "ã" as one byte: not UTF-8
    const again = await importFile(shop, cp1252);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 8 });
    expect(await catalogState(db, shop.storeId)).toEqual(before);
  });

  it('applies a price changed in the exported file, and only that', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    const before = await catalogState(db, shop.storeId);
    const text = new TextDecoder().decode((await exportFile(shop)).bytes);
    const edited = text.replace(';CL-AZ-M;49,90;', ';CL-AZ-M;44,90;');
    expect(edited).not.toBe(text);
    const again = await importFile(shop, new TextEncoder().encode(edited));
    // The row whose price changed is the one updated: one save of its product, one audit row.
    expect(again).toMatchObject({ created: 0, updated: 1, unchanged: 7 });
    const after = await catalogState(db, shop.storeId);
    expect(after.audits).toBe(before.audits + 1);
    expect(after.adjustments).toBe(before.adjustments);
    const changed = after.catalog.filter(
      (row, index) => JSON.stringify(row) !== JSON.stringify(before.catalog[index]),
    );
    expect(changed.map((row) => [row.variation.code, row.variation.priceCents])).toEqual([
      ['CL-AZ-M', 4490],
    ]);
  });

  it('never undoes a unit sold since the export: a count left as exported is no change, a changed one is refused', async () => {
    const shop = await newShop();
    await importFile(shop, sampleCatalog());
    const text = new TextDecoder().decode((await exportFile(shop)).bytes);
    // Since the export, one unit of two variations went (a sale writes the same relative change).
    for (const code of ['CL-AZ-M', 'CL-AZ-P']) {
      const { id } = await variationOf(shop, code);
      const sold = await call(app, 'POST', `/catalog/variations/${id}/stock`, {
        ...shop,
        body: { mode: 'relative', delta: -1, reason: 'damage' },
      });
      expect(sold.status).toBe(200);
    }

    // A new price on a row whose count is still the exported 5: the price applies, the 4 stays.
    const repriced = text.replace(';CL-AZ-M;49,90;59,90;5;5;', ';CL-AZ-M;44,90;59,90;5;5;');
    expect(repriced).not.toBe(text);
    expect(await importFile(shop, new TextEncoder().encode(repriced))).toMatchObject({
      updated: 1,
    });
    expect(await variationOf(shop, 'CL-AZ-M')).toMatchObject({ stock: 4 });

    // A count changed over one that moved since: refused by row and column, its product kept;
    // a count changed over one that did not move (PROMO-1, 0 → 7) applies.
    const recounted = text
      .replace(';CL-AZ-P;49,90;59,90;5;5;', ';CL-AZ-P;49,90;59,90;9;5;')
      .replace(';PROMO-1;1234,50;;0;0;', ';PROMO-1;1234,50;;7;0;');
    expect(recounted.match(/;9;5;|;7;0;/g)).toHaveLength(2);
    const checked = await uploadCsv(app, shop.auth, new TextEncoder().encode(recounted));
    const azP = lines(new TextEncoder().encode(recounted)).findIndex((l) =>
      l.includes(';CL-AZ-P;'),
    );
    expect(checked.json.problems).toContainEqual({
      row: azP + 1,
      column: 'Estoque',
      message:
        'o estoque mudou de 5 para 4 desde a exportação (vendas ou ajustes). Exporte a planilha de novo ou ajuste este estoque no painel.',
    });
    await call(app, 'POST', `/catalog/imports/${checked.json._id}/apply`, shop);
    expect(await variationOf(shop, 'CL-AZ-P')).toMatchObject({ stock: 4 });
    expect(await variationOf(shop, 'PROMO-1')).toMatchObject({ stock: 7 });

    // The same file again: PROMO-1 is already 7 (no change), CL-AZ-P still refused.
    const before = await catalogState(db, shop.storeId);
    const again = await uploadCsv(app, shop.auth, new TextEncoder().encode(recounted));
    expect(
      again.json.problems.filter((p: { column: string }) => p.column === 'Estoque'),
    ).toHaveLength(1);
    await call(app, 'POST', `/catalog/imports/${again.json._id}/apply`, shop);
    expect(await catalogState(db, shop.storeId)).toEqual(before);
  });
});
