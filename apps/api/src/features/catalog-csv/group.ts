import { productInputSchema } from '@vitrine/contract/catalog-office';
import { needsNcm } from '@vitrine/contract/fiscal-codes';
import type { CategoryNames } from './categories.ts';
import { FIELD_LABEL, type FieldKey, optionLabel, plain } from './columns.ts';
import type { ParsedRow } from './parse-row.ts';
import { planProduct, type ProductPlan, type StoredProduct } from './plan.ts';
import { MESSAGES, type Problem } from './problems.ts';
import { optionProblems, productFields } from './product-rows.ts';
import type { StoredCatalog } from './catalog-maps.ts';

/** What of the store's settings the check holds the rows to. */
export type ImportRules = { invoicesEnabled: boolean };

/** A product's rows, the stored product they update (null: a new one), and the plan or problems. */
export type ProductGroup = {
  rows: ParsedRow[];
  stored: StoredProduct | null;
  plan: ProductPlan | null;
  problems: Problem[];
};

/** Which column a path of the product input's issues (contract's productInputSchema) is. */
const INPUT_COLUMNS: Record<string, FieldKey> = {
  kind: 'kind',
  name: 'name',
  slug: 'slug',
  code: 'code',
  description: 'description',
  brand: 'brand',
  category_id: 'category',
  status: 'status',
  price: 'price',
  compare_at_price: 'compareAt',
  stock: 'stock',
  low_stock_threshold: 'lowStock',
  weight_grams: 'weight',
  height_cm: 'height',
  width_cm: 'width',
  length_cm: 'length',
  sold: 'sold',
  // The product input's fiscal paths (fiscal.ncm…): the first segment names the column.
  fiscal: 'ncm',
};

/** The product a row belongs to: by its code, else its slug, else its SKU's; the group's key. */
function productOf(row: ParsedRow, catalog: StoredCatalog) {
  const stored = row.code
    ? catalog.byCode.get(row.code)
    : row.slug
      ? catalog.bySlug.get(row.slug)
      : catalog.bySku.get(row.sku);
  if (stored) return { key: `id:${stored.id}`, stored };
  if (row.code) return { key: `code:${row.code}`, stored: null };
  if (row.slug) return { key: `slug:${row.slug}`, stored: null };
  return { key: `name:${plain(row.name ?? '')}`, stored: null };
}

/**
 * Groups rows (file order kept) into products, checks what needs the stored catalog (a SKU or
 * slug of another product, the category, the type, options alike, the whole product against
 * the contract's productInputSchema) and plans each product without problems. A product with a
 * problem in any row is left out whole: its other rows say which row to fix.
 */
export function groupRows(
  rows: { parsed: ParsedRow; problems: Problem[] }[],
  catalog: StoredCatalog,
  categoryNames: CategoryNames,
  sanitize: (html: string) => string,
  rules: ImportRules,
): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  const firstRowOfSku = new Map<string, number>();
  for (const { parsed, problems } of rows) {
    const { key, stored } = productOf(parsed, catalog);
    const group = groups.get(key) ?? { rows: [], stored, plan: null, problems: [] };
    groups.set(key, group);
    group.rows.push(parsed);
    group.problems.push(...problems);
    const problem = (column: FieldKey, message: string) =>
      group.problems.push({ row: parsed.row, column: FIELD_LABEL[column], message });
    const first = firstRowOfSku.get(parsed.sku);
    if (parsed.sku && first !== undefined) problem('sku', MESSAGES.duplicateSku(first));
    else firstRowOfSku.set(parsed.sku, parsed.row);
    const owner = catalog.bySku.get(parsed.sku);
    if (owner && owner.id !== stored?.id) problem('sku', MESSAGES.skuOfAnotherProduct(owner.code));
    const slugOwner = parsed.slug ? catalog.bySlug.get(parsed.slug) : undefined;
    if (slugOwner && slugOwner.id !== stored?.id) {
      problem('slug', MESSAGES.slugOfAnotherProduct(slugOwner.code));
    }
  }
  for (const group of groups.values()) planGroup(group, categoryNames, sanitize, rules);
  return [...groups.values()];
}

function planGroup(
  group: ProductGroup,
  categoryNames: CategoryNames,
  sanitize: (html: string) => string,
  rules: ImportRules,
) {
  const { rows, stored } = group;
  const firstRow = rows[0]?.row ?? 0;
  for (const row of rows) {
    row.options ??= stored?.variations.find((v) => v.code.toUpperCase() === row.sku)?.options ?? {};
  }
  if (!stored && !fieldsName(rows)) {
    group.problems.push({ row: firstRow, column: FIELD_LABEL.name, message: MESSAGES.required });
  }
  const { fields, problems } = productFields(rows);
  group.problems.push(...problems);
  const kind = fields.kind ?? stored?.kind ?? 'product';
  if (stored && fields.kind && fields.kind !== stored.kind) {
    group.problems.push({
      row: firstRow,
      column: FIELD_LABEL.kind,
      message: MESSAGES.kindChanged(stored.kind === 'service' ? 'serviço' : 'produto'),
    });
  }
  let categoryId: string | null | undefined;
  if (fields.category !== undefined) {
    const category = categoryNames.resolve(kind, fields.category);
    if ('problem' in category) {
      group.problems.push({
        row: firstRow,
        column: FIELD_LABEL.category,
        message: category.problem,
      });
    } else categoryId = category.id;
  }
  if (kind === 'service' && rows.length > 1) {
    for (const row of rows.slice(1)) {
      group.problems.push({
        row: row.row,
        column: FIELD_LABEL.sku,
        message: `${MESSAGES.serviceRows} ${firstRow}.`,
      });
    }
  }
  const inFile = new Set(rows.map((row) => row.sku));
  const kept = (stored?.variations ?? [])
    .filter((v) => !inFile.has(v.code.toUpperCase()))
    .map((v) => Object.keys(v.options));
  group.problems.push(...optionProblems(rows, kept));
  group.problems.push(...stockMovedProblems(rows, stored));
  if (group.problems.length > 0) return;

  const plan = planProduct(stored, rows, fields, categoryId, sanitize, (id) =>
    categoryNames.label(id),
  );
  const checked = productInputSchema.safeParse(plan.input);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const [head, index, field] = issue.path;
      const inVariation = head === 'variations' && typeof index === 'number';
      const key = String(inVariation ? field : head);
      const row = inVariation ? (plan.variationRows[index] ?? firstRow) : firstRow;
      const column =
        key === 'options'
          ? optionLabel(plan.input.options?.[0]?.name ?? '')
          : key === 'code' && inVariation
            ? FIELD_LABEL.sku
            : FIELD_LABEL[INPUT_COLUMNS[key] ?? 'name'];
      group.problems.push({ row, column, message: issue.message });
    }
    return;
  }
  // The editor's rule (catalog-office's save): a store issuing invoices saves no active goods
  // without an NCM. A product the file leaves unchanged is not saved, so not refused.
  if (
    rules.invoicesEnabled &&
    plan.changed &&
    needsNcm({ ...plan.input, ncm: plan.input.fiscal?.ncm })
  ) {
    for (const row of rows) {
      group.problems.push({ row: row.row, column: FIELD_LABEL.ncm, message: MESSAGES.ncmRequired });
    }
    return;
  }
  group.plan = plan;
}

/**
 * A row that changes a stock the export saw as another count than the store's now: a sale or
 * an adjustment came since, and the file's count would undo it. Refused, to be exported again
 * (a file already applied, its count now the store's, is no change and passes).
 */
function stockMovedProblems(rows: ParsedRow[], stored: StoredProduct | null): Problem[] {
  const problems: Problem[] = [];
  for (const row of rows) {
    const current = stored?.variations.find((v) => v.code.toUpperCase() === row.sku)?.stock;
    const { stock, stockSeen } = row;
    if (typeof stock !== 'number' || typeof stockSeen !== 'number' || typeof current !== 'number')
      continue;
    if (current !== stockSeen && stock !== stockSeen && stock !== current) {
      problems.push({
        row: row.row,
        column: FIELD_LABEL.stock,
        message: MESSAGES.stockMoved(stockSeen, current),
      });
    }
  }
  return problems;
}

const fieldsName = (rows: ParsedRow[]) => rows.find((row) => row.name)?.name;

/** Every problem of the groups, with the left-out rows of a product that has some. */
export function groupProblems(groups: ProductGroup[]): Problem[] {
  const all: Problem[] = [];
  for (const group of groups) {
    if (group.problems.length === 0) continue;
    all.push(...group.problems);
    const withProblems = [...new Set(group.problems.map((p) => p.row))].sort((a, b) => a - b);
    for (const row of group.rows) {
      if (!withProblems.includes(row.row)) {
        all.push({ row: row.row, column: '', message: MESSAGES.otherRowOfProduct(withProblems) });
      }
    }
  }
  return all.sort((a, b) => a.row - b.row);
}
