import type { OfficeProduct, ProductInput } from '@vitrine/contract/catalog-office';
import type { ProductFiscal } from '@vitrine/contract/fiscal-codes';
import { applyMask } from '@vitrine/domain/mask';
import type { VariationInput } from '@vitrine/contract/catalog-variations';
import type { CatalogKind } from '../list-query.ts';
import { regenerateRows, type MatrixOption } from '../variation-matrix.ts';

/** The form's values: the contract's input as the seller types it (its resolver checks it). */
export type ProductFormValues = ProductInput & {
  kind: CatalogKind;
  variations: VariationRow[];
  options: MatrixOption[];
};
export type VariationRow = VariationInput & { options: Record<string, string> };

/** A new variation: nothing typed yet but what the closest row suggests (price, measures). */
export function freshRow(
  combo: Record<string, string>,
  closest: VariationRow | undefined,
): VariationRow {
  return {
    options: combo,
    code: undefined,
    price: closest?.price ?? 0,
    compare_at_price: closest?.compare_at_price ?? null,
    stock: null,
    low_stock_threshold: closest?.low_stock_threshold ?? 3,
    sold: true,
    weight_grams: closest?.weight_grams ?? null,
    height_cm: closest?.height_cm ?? null,
    width_cm: closest?.width_cm ?? null,
    length_cm: closest?.length_cm ?? null,
  };
}

/** The rows the options make now, keeping what each existing row holds (variation-matrix.ts). */
export function rowsFor(options: MatrixOption[], rows: VariationRow[]): VariationRow[] {
  return regenerateRows(options, rows, freshRow);
}

export function emptyProduct(kind: CatalogKind): ProductFormValues {
  return {
    kind,
    name: '',
    slug: '',
    description: '',
    brand: '',
    category_id: null,
    status: 'draft',
    images: [],
    options: [],
    variations: [freshRow({}, undefined)],
    fiscal: fiscalFormValues(null),
  };
}

/** The fiscal data as the form edits it: masked, blanks for what is not set. */
export function fiscalFormValues(fiscal: ProductFiscal | null) {
  const masked = (value: string | null | undefined, mask: string) =>
    value ? applyMask(value, mask) : '';
  return {
    ncm: masked(fiscal?.ncm, '####.##.##'),
    origin: fiscal?.origin ?? 0,
    cest: masked(fiscal?.cest, '##.###.##'),
    cfop: masked(fiscal?.cfop, '#.###'),
    icms_code: fiscal?.icms_code ?? '',
    pis_cst: fiscal?.pis_cst ?? '',
    cofins_cst: fiscal?.cofins_cst ?? '',
  };
}

/**
 * A saved product as the form edits it. An existing variation's stock is not part of the body
 * (null): it changes only through a stock adjustment, so a sale made meanwhile is never
 * overwritten by saving the form.
 */
export function toFormValues(product: OfficeProduct): ProductFormValues {
  return {
    kind: product.kind,
    name: product.name,
    slug: product.slug,
    description: product.description,
    brand: product.brand,
    category_id: product.category_id,
    status: product.status,
    featured: product.featured,
    images: product.images,
    options: product.options.map((option) => ({ ...option, values: [...option.values] })),
    variations: product.variations.map((variation) => ({
      _id: variation._id,
      code: variation.code,
      options: variation.options,
      price: variation.price,
      compare_at_price: variation.compare_at_price,
      stock: null,
      low_stock_threshold: variation.low_stock_threshold,
      sold: variation.sold,
      weight_grams: variation.weight_grams,
      height_cm: variation.height_cm,
      width_cm: variation.width_cm,
      length_cm: variation.length_cm,
    })),
    fiscal: fiscalFormValues(product.fiscal),
    expected_updated_at: product.updated_at,
  };
}

/** The names of the fields an API refusal may point at (its details' paths). */
export function refusalFields(values: ProductFormValues): string[] {
  const perRow = ['code', 'price', 'compare_at_price', 'stock', 'weight_grams'] as const;
  return [
    'name',
    'slug',
    'description',
    'brand',
    'category_id',
    ...['ncm', 'origin', 'cest', 'cfop', 'icms_code', 'pis_cst', 'cofins_cst'].map(
      (field) => `fiscal.${field}`,
    ),
    ...values.variations.flatMap((_, index) =>
      perRow.map((field) => `variations.${index}.${field}`),
    ),
  ];
}
