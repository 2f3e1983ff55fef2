import { asc } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.ts';
import type { Database } from '../../db/client.ts';
import { products, productVariations } from '../../db/schema/index.ts';
import { csvLine, csvMoney } from '../../lib/csv.ts';
import { csvStream } from '../../lib/csv-stream.ts';
import type { CategoryNames } from './categories.ts';
import { FIELDS, optionLabel } from './columns.ts';
import { KIND_LABEL, STATUS_LABEL } from './parse-row.ts';
import { maskedCest, maskedNcm } from './changes.ts';

/** Products per query: a few hundred variations, one short query each. */
const BATCH = 200;

const money = (cents: number | null) => (cents === null ? '' : csvMoney(cents));
const whole = (value: number | null) => (value === null ? '' : String(value));
/** 10.5 → "10,5": the decimal comma Excel in pt-BR reads. */
const centimetres = (value: number | null) =>
  value === null ? '' : String(value).replace('.', ',');

/** The header: the fixed columns, with one "Opção: X" per option name before the SKU. */
export function catalogCsvHeader(optionNames: readonly string[]): string[] {
  const labels = FIELDS.map((field) => field.label);
  const sku = labels.indexOf('SKU');
  return [...labels.slice(0, sku), ...optionNames.map(optionLabel), ...labels.slice(sku)];
}

/** Every option name of these products, in the order they first appear. */
export async function optionNamesOf(db: Database, productIds: string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .select({ options: products.options })
    .from(products)
    .where(anyOf(products.id, productIds));
  const names = new Set<string>();
  for (const row of rows) for (const option of row.options) names.add(option.name);
  return [...names];
}

async function batchLines(
  db: Database,
  ids: string[],
  optionNames: readonly string[],
  categoryNames: CategoryNames,
): Promise<string> {
  const [productRows, variationRows] = await Promise.all([
    db.select().from(products).where(anyOf(products.id, ids)),
    db
      .select()
      .from(productVariations)
      .where(anyOf(productVariations.productId, ids))
      .orderBy(asc(productVariations.productId), asc(productVariations.position)),
  ]);
  const byId = new Map(productRows.map((row) => [row.id, row]));
  let text = '';
  for (const id of ids) {
    const product = byId.get(id);
    if (!product) continue; // deleted while the file streamed
    const productCells = [
      KIND_LABEL[product.kind],
      product.code,
      product.name,
      product.slug,
      STATUS_LABEL[product.status],
      categoryNames.label(product.categoryId),
      product.brand,
      product.description,
      maskedNcm(product.ncm),
      String(product.origin),
      maskedCest(product.cest ?? ''),
    ];
    for (const v of variationRows) {
      if (v.productId !== id) continue;
      text += csvLine([
        ...productCells,
        ...optionNames.map((name) => v.options[name] ?? ''),
        v.code,
        money(v.priceCents),
        money(v.compareAtPriceCents),
        whole(v.stock),
        whole(v.stock),
        String(v.lowStockThreshold),
        whole(v.weightGrams),
        centimetres(v.heightCm),
        centimetres(v.widthCm),
        centimetres(v.lengthCm),
        v.sold ? 'sim' : 'não',
      ]);
    }
  }
  return text;
}

/**
 * The catalog CSV of the products `ids`, in that order: one row per variation, the product's
 * columns repeated on each (what the import reads back, columns.ts), Excel-friendly as the
 * sales file (lib/csv.ts), streamed BATCH products at a time (lib/csv-stream.ts).
 */
export async function catalogCsvStream(
  db: Database,
  ids: string[],
  categoryNames: CategoryNames,
): Promise<ReadableStream<Uint8Array>> {
  const optionNames = await optionNamesOf(db, ids);
  return csvStream(catalogCsvHeader(optionNames), ids, BATCH, (batch) =>
    batchLines(db, batch, optionNames, categoryNames),
  );
}
