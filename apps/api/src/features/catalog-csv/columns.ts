// The catalog spreadsheet's columns, shared by the export (which writes them in this order) and
// the import (which reads them by name, in any order, any case, with or without accents). One
// row per variation; the product's columns repeat on each of its rows. Each option of a product
// is a column "Opção: Cor", "Opção: Tamanho"… holding that variation's value.

export const FIELDS = [
  { key: 'kind', label: 'Tipo' },
  { key: 'code', label: 'Código do produto' },
  { key: 'name', label: 'Nome' },
  { key: 'slug', label: 'Slug' },
  { key: 'status', label: 'Status' },
  { key: 'category', label: 'Categoria' },
  { key: 'brand', label: 'Marca' },
  { key: 'description', label: 'Descrição' },
  // An NF-e's item (migration 0032): typed with or without the dots, written with them (the
  // leading zeros stay, as a CEP's). Origem: the ICMS origin's digit, 0–8.
  { key: 'ncm', label: 'NCM' },
  { key: 'origin', label: 'Origem' },
  { key: 'cest', label: 'CEST' },
  { key: 'sku', label: 'SKU' },
  { key: 'price', label: 'Preço' },
  { key: 'compareAt', label: 'Preço de' },
  { key: 'stock', label: 'Estoque' },
  // The count the export saw: the import sets the stock only from that count, never over the
  // units sold since (a file without this column sets the count it holds).
  { key: 'stockSeen', label: 'Estoque na exportação' },
  { key: 'lowStock', label: 'Estoque baixo' },
  { key: 'weight', label: 'Peso (g)' },
  { key: 'height', label: 'Altura (cm)' },
  { key: 'width', label: 'Largura (cm)' },
  { key: 'length', label: 'Comprimento (cm)' },
  { key: 'sold', label: 'Vendida' },
] as const;

export type FieldKey = (typeof FIELDS)[number]['key'];

/** The fields a product's rows share; the rest are the variation's own. */
export const PRODUCT_FIELDS = [
  'kind',
  'code',
  'name',
  'slug',
  'status',
  'category',
  'brand',
  'description',
  'ncm',
  'origin',
  'cest',
] as const satisfies readonly FieldKey[];

export const FIELD_LABEL = Object.fromEntries(FIELDS.map((f) => [f.key, f.label])) as Record<
  FieldKey,
  string
>;

/** The key of an option's column in a read row: `option:Cor`. */
export const OPTION_PREFIX = 'option:';
export const optionLabel = (name: string) => `Opção: ${name}`;

/** The key under which a read row keeps its spreadsheet row number. */
export const ROW_NUMBER = 'row';
/** The key under which a checked row keeps its product's ordinal (apply batches end between). */
export const ROW_PRODUCT = 'product';

/** Lower case, no accents, single spaces: how a header is compared. */
export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const byPlainLabel = new Map<string, FieldKey>();
for (const field of FIELDS) {
  byPlainLabel.set(plain(field.label), field.key);
  // "Peso" for "Peso (g)": the unit is a hint, not part of the name.
  byPlainLabel.set(plain(field.label.replace(/\s*\(.*\)$/, '')), field.key);
}

/** Columns the rejected rows' file adds ("Linha", "Problema"): read back, they are skipped. */
const OWN_EXTRA_COLUMNS = new Set(['linha', 'problema']);

/** What a header cell names: a field, an option (by its name as written), or nothing known. */
export function columnOf(
  header: string,
): { field: FieldKey } | { option: string } | { unknown: string } | { skipped: true } {
  if (OWN_EXTRA_COLUMNS.has(plain(header))) return { skipped: true };
  const option = /^op[cç][aã]o\s*:\s*(.+)$/i.exec(header.trim());
  if (option?.[1]) return { option: option[1].trim() };
  const field = byPlainLabel.get(plain(header));
  return field ? { field } : { unknown: header };
}

/** The label a person reads for a row's key (a field's, or an option's column). */
export function labelOf(key: string): string {
  if (key.startsWith(OPTION_PREFIX)) return optionLabel(key.slice(OPTION_PREFIX.length));
  return FIELD_LABEL[key as FieldKey] ?? key;
}
