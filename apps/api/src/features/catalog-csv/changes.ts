import type { ProductInput } from '@vitrine/contract/catalog-office';
import type { ProductOption, VariationInput } from '@vitrine/contract/catalog-variations';
import { formatBRL } from '@vitrine/domain/money';
import { FIELD_LABEL, optionLabel } from './columns.ts';
import { KIND_LABEL, STATUS_LABEL } from './parse-row.ts';
import type { StoredProduct, StoredVariation } from './plan.ts';

// What applying a row changes, field by field, as the seller reads it ("Preço: R$ 49,90 →
// R$ 44,90"). The plan decides whether a product or a variation is saved from these lists (a
// field is a change exactly when it is listed), so what the check shows and what the apply
// writes and counts are one computation.

/** A field a row's apply changes: its column and its values as the seller reads them. */
export type FieldChange = { column: string; before: string; after: string };

export const PRODUCT_OPTIONS_COLUMN = 'Opções do produto';
/** A description is compared whole; the list shows its start. */
const EXCERPT = 120;

const cents = (value: number) => Math.round(value * 100);
const tenthsOf = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 10);
const money = (value: number | null) =>
  value === null || !Number.isFinite(value) ? '' : formatBRL(value / 100);
const whole = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value.toLocaleString('pt-BR');
const centimetres = (tenths: number | null) =>
  tenths === null ? '' : (tenths / 10).toLocaleString('pt-BR');
const yesNo = (value: boolean) => (value ? 'sim' : 'não');
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);
const optionsText = (options: ProductOption[]) =>
  options.map((option) => `${option.name}: ${option.values.join(', ')}`).join('; ');

/** 61091000 → 6109.10.00, 2803800 → 28.038.00: as the spreadsheet writes them. */
export const maskedNcm = (ncm: string) =>
  ncm.length === 8 ? `${ncm.slice(0, 4)}.${ncm.slice(4, 6)}.${ncm.slice(6)}` : ncm;
export const maskedCest = (cest: string) =>
  cest.length === 7 ? `${cest.slice(0, 2)}.${cest.slice(2, 5)}.${cest.slice(5)}` : cest;

class Changes {
  readonly list: FieldChange[] = [];
  /** `differs` when the values differ by more than their text shows (case, a cut description). */
  add(column: string, before: string, after: string, differs = before !== after) {
    if (differs) this.list.push({ column, before, after });
  }
}

/** The product's own fields the save changes (the same for every row of the product). */
export function productChanges(
  stored: StoredProduct,
  input: ProductInput,
  sanitize: (html: string) => string,
  categoryLabel: (id: string | null) => string,
): FieldChange[] {
  const changes = new Changes();
  const code = input.code ?? stored.code;
  const description = sanitize(input.description ?? '');
  const categoryId = input.category_id ?? null;
  const options = input.options ?? [];
  changes.add(FIELD_LABEL.kind, KIND_LABEL[stored.kind], KIND_LABEL[input.kind ?? 'product']);
  changes.add(
    FIELD_LABEL.code,
    stored.code,
    code.toUpperCase(),
    code.toUpperCase() !== stored.code.toUpperCase(),
  );
  changes.add(FIELD_LABEL.name, stored.name, input.name);
  changes.add(FIELD_LABEL.slug, stored.slug, input.slug ?? stored.slug);
  changes.add(
    FIELD_LABEL.status,
    STATUS_LABEL[stored.status],
    STATUS_LABEL[input.status ?? 'draft'],
  );
  changes.add(
    FIELD_LABEL.category,
    categoryLabel(stored.categoryId),
    categoryLabel(categoryId),
    categoryId !== stored.categoryId,
  );
  changes.add(FIELD_LABEL.brand, stored.brand, input.brand ?? '');
  changes.add(
    FIELD_LABEL.description,
    excerpt(stored.description),
    excerpt(description),
    description !== stored.description,
  );
  const fiscal = input.fiscal;
  if (fiscal) {
    changes.add(FIELD_LABEL.ncm, maskedNcm(stored.ncm), maskedNcm(fiscal.ncm ?? ''));
    changes.add(FIELD_LABEL.origin, String(stored.origin), String(fiscal.origin ?? 0));
    changes.add(FIELD_LABEL.cest, maskedCest(stored.cest ?? ''), maskedCest(fiscal.cest ?? ''));
  }
  changes.add(
    PRODUCT_OPTIONS_COLUMN,
    optionsText(stored.options),
    optionsText(options),
    JSON.stringify(options) !== JSON.stringify(stored.options),
  );
  return changes.list;
}

/** A stored variation's fields the save changes (its stock changes apart: stockChange). */
export function variationChanges(input: VariationInput, stored: StoredVariation): FieldChange[] {
  const changes = new Changes();
  const code = input.code ?? '';
  changes.add(FIELD_LABEL.sku, stored.code, code, code !== stored.code.toUpperCase());
  const options = input.options ?? {};
  const names = [...new Set([...Object.keys(stored.options), ...Object.keys(options)])].sort();
  for (const name of names) {
    changes.add(optionLabel(name), stored.options[name] ?? '', options[name] ?? '');
  }
  const price = cents(input.price);
  changes.add(
    FIELD_LABEL.price,
    money(stored.priceCents),
    money(price),
    price !== stored.priceCents,
  );
  const compareAt =
    input.compare_at_price === null || input.compare_at_price === undefined
      ? null
      : cents(input.compare_at_price);
  changes.add(
    FIELD_LABEL.compareAt,
    money(stored.compareAtPriceCents),
    money(compareAt),
    compareAt !== stored.compareAtPriceCents,
  );
  changes.add(
    FIELD_LABEL.lowStock,
    whole(stored.lowStockThreshold),
    whole(input.low_stock_threshold),
  );
  changes.add(FIELD_LABEL.sold, yesNo(stored.sold), yesNo(input.sold ?? true));
  changes.add(FIELD_LABEL.weight, whole(stored.weightGrams), whole(input.weight_grams));
  const sizes = [
    [FIELD_LABEL.height, stored.heightCm, input.height_cm],
    [FIELD_LABEL.width, stored.widthCm, input.width_cm],
    [FIELD_LABEL.length, stored.lengthCm, input.length_cm],
  ] as const;
  for (const [column, before, after] of sizes) {
    const [from, to] = [tenthsOf(before), tenthsOf(after)];
    changes.add(column, centimetres(from), centimetres(to), from !== to);
  }
  return changes.list;
}

/** A stock count the apply sets by adjustment. */
export const stockChange = (from: number, to: number): FieldChange => ({
  column: FIELD_LABEL.stock,
  before: whole(from),
  after: whole(to),
});

/** A new variation: what it starts with (price, "preço de", stock). */
export function createdValues(input: VariationInput): FieldChange[] {
  const changes = new Changes();
  changes.add(FIELD_LABEL.price, '', money(cents(input.price)));
  const compareAt = input.compare_at_price;
  if (compareAt !== null && compareAt !== undefined) {
    changes.add(FIELD_LABEL.compareAt, '', money(cents(compareAt)));
  }
  if (input.stock !== null && input.stock !== undefined) {
    changes.add(FIELD_LABEL.stock, '', whole(input.stock));
  }
  return changes.list;
}
