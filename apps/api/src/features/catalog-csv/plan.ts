import type { ProductInput } from '@vitrine/contract/catalog-office';
import type { ProductOption, VariationInput } from '@vitrine/contract/catalog-variations';
import type { products, productVariations } from '../../db/schema/index.ts';
import { toCatalogImage } from '../catalog-office/images.ts';
import {
  createdValues,
  type FieldChange,
  productChanges,
  stockChange,
  variationChanges,
} from './changes.ts';
import type { ParsedRow } from './parse-row.ts';
import type { ProductFields } from './product-rows.ts';

export type StoredVariation = typeof productVariations.$inferSelect;
export type StoredProduct = typeof products.$inferSelect & { variations: StoredVariation[] };

export type RowOutcome = 'created' | 'updated' | 'unchanged';

/** What applying a row does: its outcome and each field it changes (changes.ts). */
export type RowPlan = { outcome: RowOutcome; changes: FieldChange[] };

/** What applying a product's rows does: the save (when anything but stock changed), the stock. */
export type ProductPlan = {
  input: ProductInput;
  /** Whether the product or a variation differs from the stored one (else no save, no audit). */
  changed: boolean;
  /**
   * Stored variations whose stock the file sets to another count, from the count planned
   * against (`from`): an 'import' adjustment each, made only while the count is still `from`.
   */
  stock: { variationId: string; row: number; from: number; to: number }[];
  /** Each row's plan, by spreadsheet row: what the check lists and the apply counts. */
  rows: Map<number, RowPlan>;
  /** The spreadsheet row of each of `input.variations` (null: a stored one the file leaves out). */
  variationRows: (number | null)[];
};

const reais = (cents: number) => cents / 100;
const cm = (tenths: number | null) => (tenths === null ? null : tenths / 10);
const tenthsOf = (value: number | null) => (value === null ? null : Math.round(value * 10));

/** A variation of the input from its row, over the stored one (a column left out keeps it). */
function variationInput(row: ParsedRow, stored: StoredVariation | undefined): VariationInput {
  const keep = <T>(value: T | null | undefined, current: T | null, fallback: T | null) =>
    value === undefined ? (stored ? current : fallback) : value;
  const price = row.priceCents ?? stored?.priceCents;
  return {
    ...(stored ? { _id: stored.id } : {}),
    code: row.sku,
    options: row.options ?? stored?.options ?? {},
    price: price === undefined ? Number.NaN : reais(price),
    compare_at_price: ((value) => (value === null ? null : reais(value)))(
      keep(row.compareAtCents, stored?.compareAtPriceCents ?? null, null),
    ),
    // Stock of a stored variation changes by adjustment (below), never by the save.
    stock: stored ? stored.stock : (row.stock ?? (row.kind === 'service' ? null : 0)),
    low_stock_threshold: row.lowStock ?? stored?.lowStockThreshold ?? 3,
    sold: row.sold ?? stored?.sold ?? true,
    weight_grams: keep(row.weightGrams, stored?.weightGrams ?? null, null),
    height_cm: cm(keep(row.heightTenths, tenthsOf(stored?.heightCm ?? null), null)),
    width_cm: cm(keep(row.widthTenths, tenthsOf(stored?.widthCm ?? null), null)),
    length_cm: cm(keep(row.lengthTenths, tenthsOf(stored?.lengthCm ?? null), null)),
  };
}

function storedAsInput(v: StoredVariation): VariationInput {
  return {
    _id: v.id,
    code: v.code,
    options: v.options,
    price: reais(v.priceCents),
    compare_at_price: v.compareAtPriceCents === null ? null : reais(v.compareAtPriceCents),
    stock: v.stock,
    low_stock_threshold: v.lowStockThreshold,
    sold: v.sold,
    weight_grams: v.weightGrams,
    height_cm: v.heightCm,
    width_cm: v.widthCm,
    length_cm: v.lengthCm,
  };
}

/** The options' values in use: the stored order first, then new values as the file has them. */
function optionsFor(
  stored: ProductOption[],
  variations: VariationInput[],
  names: string[],
): ProductOption[] {
  return names.map((name) => {
    const used = variations.map((v) => v.options?.[name]).filter((v): v is string => !!v);
    const order = [...(stored.find((o) => o.name === name)?.values ?? []), ...used];
    return { name, values: [...new Set(order)].filter((value) => used.includes(value)) };
  });
}

/**
 * The product input for a product's rows over the stored product (null: a new one) and what
 * applying it changes, row by row. `description` is compared as the save would store it
 * (`sanitize`); `categoryLabel` names a category as the spreadsheet does.
 */
export function planProduct(
  stored: StoredProduct | null,
  rows: ParsedRow[],
  fields: ProductFields,
  categoryId: string | null | undefined,
  sanitize: (html: string) => string,
  categoryLabel: (id: string | null) => string,
): ProductPlan {
  const bySku = new Map(stored?.variations.map((v) => [v.code.toUpperCase(), v]) ?? []);
  const inFile = new Set(rows.map((row) => row.sku));
  const fromRows = rows.map((row) => ({ row, input: variationInput(row, bySku.get(row.sku)) }));
  const variations = [
    ...(stored?.variations ?? []).map((v) =>
      inFile.has(v.code.toUpperCase())
        ? fromRows.find((entry) => entry.row.sku === v.code.toUpperCase())!.input
        : storedAsInput(v),
    ),
    ...fromRows.filter((entry) => !bySku.has(entry.row.sku)).map((entry) => entry.input),
  ];
  const fileNames = Object.keys(rows[0]?.options ?? {});
  const storedNames = stored?.options.map((option) => option.name) ?? [];
  // The stored order of the option names when the file has the same ones in another order.
  const names =
    storedNames.length === fileNames.length && fileNames.every((n) => storedNames.includes(n))
      ? storedNames
      : fileNames;
  const kind = fields.kind ?? stored?.kind ?? 'product';
  const input: ProductInput = {
    kind,
    name: fields.name ?? stored?.name ?? '',
    ...((fields.slug ?? stored?.slug) ? { slug: fields.slug ?? stored?.slug } : {}),
    ...((fields.code ?? stored?.code) ? { code: fields.code ?? stored?.code } : {}),
    description: fields.description ?? stored?.description ?? '',
    brand: fields.brand ?? stored?.brand ?? '',
    category_id: categoryId === undefined ? (stored?.categoryId ?? null) : categoryId,
    status: fields.status ?? stored?.status ?? 'draft',
    featured: stored?.featured ?? false,
    // As stored (paths relative to the store's assets): the save keeps them so.
    images: (stored?.images ?? []).map((image) => toCatalogImage('', image)),
    options: optionsFor(stored?.options ?? [], variations, names),
    variations,
    // NCM, origem and CEST from the file (a column left out keeps them); the product's own
    // CFOP and codes, which the file does not carry, as stored.
    fiscal: {
      ncm: fields.ncm ?? stored?.ncm ?? '',
      origin: fields.origin ?? stored?.origin ?? 0,
      cest: (fields.cest ?? stored?.cest ?? '') || null,
      cfop: stored?.fiscalCfop ?? null,
      icms_code: stored?.fiscalIcmsCode ?? null,
      pis_cst: stored?.fiscalPisCst ?? null,
      cofins_cst: stored?.fiscalCofinsCst ?? null,
    },
  };
  const ofProduct = stored ? productChanges(stored, input, sanitize, categoryLabel) : [];
  const rowPlans = new Map<number, RowPlan>();
  const stock: ProductPlan['stock'] = [];
  // A new product is saved; a stored one when one of its fields or of its variations changes.
  let changed = !stored || ofProduct.length > 0;
  for (const { row, input: variation } of fromRows) {
    const current = bySku.get(row.sku);
    if (!current) {
      rowPlans.set(row.row, {
        outcome: 'created',
        changes: [...createdValues(variation), ...ofProduct],
      });
      changed = true;
      continue;
    }
    const own = variationChanges(variation, current);
    if (own.length > 0) changed = true;
    // A count equal to the one the export saw is not a change: the units sold since stay sold.
    const setsStock =
      typeof row.stock === 'number' &&
      current.stock !== null &&
      row.stock !== current.stock &&
      row.stock !== row.stockSeen;
    const changes = [...ofProduct, ...own];
    if (setsStock) {
      stock.push({ variationId: current.id, row: row.row, from: current.stock!, to: row.stock! });
      changes.push(stockChange(current.stock!, row.stock!));
    }
    rowPlans.set(row.row, { outcome: changes.length > 0 ? 'updated' : 'unchanged', changes });
  }
  const rowOf = new Map(rows.map((row) => [row.sku, row.row]));
  const variationRows = variations.map((v) =>
    v.code ? (rowOf.get(v.code.toUpperCase()) ?? null) : null,
  );
  return { input, changed, stock, rows: rowPlans, variationRows };
}
