import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { createProduct } from './fixtures/catalog.ts';
import {
  catalogState,
  type CatalogShop,
  csvFile,
  newCatalogShop,
  uploadCsv,
} from './fixtures/catalog-csv.ts';
import { SAMPLE_HEADER, sampleCatalog } from './fixtures/catalog-csv-sample.ts';
import { call, createTestApp } from './harness.ts';
import { and, eq } from 'drizzle-orm';
import { fiscalSettings, products, productVariations } from '../src/db/schema/index.ts';

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
      'Tipo;Código do produto;Nome;Slug;Status;Categoria;Marca;Descrição;NCM;Origem;CEST;Opção: Cor;Opção: Tamanho;SKU;Preço;Preço de;Estoque;Estoque na exportação;Estoque baixo;Peso (g);Altura (cm);Largura (cm);Comprimento (cm);Vendida',
    );
    expect(rows).toHaveLength(8);
    expect(rows).toContain(
      'produto;CAM-LISA;Camiseta Lisa;camiseta-lisa;ativo;Camisetas;Aurora;"<p>Algodão <strong>macio</strong>; ""fio 30""</p>";;0;;Verde;G;CL-VE-G;49,90;59,90;5;5;3;180;2,5;30;40,5;não',
    );
    // The formula guard of the sales CSV: a name starting with "-" stays text.
    expect(rows.find((row) => row.includes('PROMO-1'))).toContain(";'-Promo relâmpago-;");
    expect(rows.find((row) => row.includes('BAINHA-1'))).toBe(
      'serviço;BAINHA;Bainha de calça;bainha-de-calca;ativo;Ajustes;;Feita em 2 dias.;;0;;;;BAINHA-1;25,00;;;;3;;;;;sim',
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
  it('round-trips NCM, origem and CEST: written with their dots, read back as unchanged', async () => {
    const shop = await newShop();
    // The sample with the fiscal columns: NCM typed bare and masked, origem as the select's
    // label and as its digit, a CEST on one product.
    const header = [
      ...SAMPLE_HEADER.slice(0, 8),
      'NCM',
      'Origem',
      'CEST',
      ...SAMPLE_HEADER.slice(8),
    ];
    const text = new TextDecoder().decode(sampleCatalog());
    const rows = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const cells = line.split(';');
        // The description's quoted `;` splits one cell in two: put it back.
        const at = cells.findIndex((cell) => cell.startsWith('"<p>'));
        if (at >= 0) cells.splice(at, 2, `${cells[at]};${cells[at + 1]}`);
        const code = cells[1];
        const fiscal =
          code === 'CAM-LISA'
            ? [
                '6109.10.00',
                '2 – Estrangeira – Adquirida no mercado interno, exceto a indicada no código 7',
                '28.038.00',
              ]
            : code === 'PROMO'
              ? ['01012100', '0', '']
              : ['', '', ''];
        return [...cells.slice(0, 8), ...fiscal, ...cells.slice(8)];
      });
    await importFile(shop, csvFile(header, rows));
    const stored = await db
      .select({
        code: products.code,
        ncm: products.ncm,
        origin: products.origin,
        cest: products.cest,
      })
      .from(products)
      .where(eq(products.storeId, shop.storeId))
      .orderBy(products.code);
    expect(stored).toEqual([
      { code: 'BAINHA', ncm: '', origin: 0, cest: null },
      { code: 'CAM-LISA', ncm: '61091000', origin: 2, cest: '2803800' },
      { code: 'PROMO', ncm: '01012100', origin: 0, cest: null },
    ]);
    const before = await catalogState(db, shop.storeId);
    const exported = lines((await exportFile(shop)).bytes);
    expect(exported.find((row) => row.includes(';CL-AZ-P;'))).toContain(';6109.10.00;2;28.038.00;');
    expect(exported.find((row) => row.includes(';PROMO-1;'))).toContain(';0101.21.00;0;;');
    const again = await importFile(shop, new TextEncoder().encode(exported.join('\r\n')));
    expect(again).toMatchObject({ status: 'applied', created: 0, updated: 0, unchanged: 8 });
    expect(await catalogState(db, shop.storeId)).toEqual(before);

    // One NCM changed in the file: that product updated, listed as NCM before → after.
    const edited = exported.map((row) => row.replace(';0101.21.00;', ';0101.29.00;'));
    const checked = await uploadCsv(app, shop.auth, new TextEncoder().encode(edited.join('\r\n')));
    expect(checked.json.plan).toMatchObject({ updated: 1, unchanged: 7 });
    const listed = await call(
      app,
      'GET',
      `/catalog/imports/${checked.json._id}/rows?outcome=updated`,
      shop,
    );
    expect(listed.json.items[0].changes).toContainEqual({
      column: 'NCM',
      before: '0101.21.00',
      after: '0101.29.00',
    });
  });

  it('reports a malformed NCM, origem or CEST by row and column', async () => {
    const shop = await newShop();
    const header = [
      'Nome',
      'Código do produto',
      'Status',
      'NCM',
      'Origem',
      'CEST',
      'SKU',
      'Preço',
      'Estoque',
    ];
    const checked = await uploadCsv(
      app,
      shop.auth,
      csvFile(header, [
        ['Vaso A', 'VASO-A', 'ativo', '6109.10', '0', '', 'VA-1', '10', '1'],
        ['Vaso B', 'VASO-B', 'ativo', '69120000', '9', '123', 'VB-1', '10', '1'],
        ['Vaso C', 'VASO-C', 'ativo', '', '', '', 'VC-1', '10', '1'],
      ]),
    );
    expect(checked.json.problems).toEqual([
      { row: 2, column: 'NCM', message: 'o NCM tem 8 dígitos, como 6109.10.00.' },
      { row: 3, column: 'Origem', message: 'use a origem de 0 a 8 (0 = nacional).' },
      { row: 3, column: 'CEST', message: 'o CEST tem 7 dígitos, como 28.038.00.' },
    ]);
    expect(checked.json.plan).toMatchObject({ created: 1 });
  });

  it('for a store issuing invoices, refuses an active product without an NCM on each of its rows', async () => {
    const shop = await newShop();
    // Invoices on, as the settings leave them once complete (their checks are fiscal-settings.test's).
    await db.insert(fiscalSettings).values({ storeId: shop.storeId, invoicesEnabled: true });
    const header = ['Nome', 'Código do produto', 'Status', 'NCM', 'SKU', 'Preço', 'Estoque'];
    const checked = await uploadCsv(
      app,
      shop.auth,
      csvFile(header, [
        ['Vaso A', 'VASO-A', 'ativo', '', 'VA-1', '10', '1'],
        ['Vaso D', 'VASO-D', 'ativo', '', 'VD-1', '10', '1'],
        ['Vaso B', 'VASO-B', 'rascunho', '', 'VB-1', '10', '1'],
        ['Vaso C', 'VASO-C', 'ativo', '6912.00.00', 'VC-1', '10', '1'],
      ]),
    );
    const message =
      'esta loja emite notas fiscais: um produto ativo precisa do NCM (8 dígitos, como 6109.10.00).';
    expect(checked.json.problems).toEqual([
      { row: 2, column: 'NCM', message },
      { row: 3, column: 'NCM', message },
    ]);
    expect(checked.json.plan).toMatchObject({ created: 2 });
  });

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
