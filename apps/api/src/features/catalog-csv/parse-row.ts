import type { ProductStatus } from '../../db/schema/index.ts';
import { type FieldKey, labelOf, OPTION_PREFIX, plain, ROW_NUMBER } from './columns.ts';
import { parseDecimal, parseWhole } from './numbers.ts';
import { MESSAGES, type Problem } from './problems.ts';
import type { ImportRow } from './read-rows.ts';

/**
 * A row's values, typed. `undefined`: the file has no such column (the import keeps the stored
 * value); `null`: the cell is empty (an optional value cleared). Options hold the row's
 * non-empty option cells by option name.
 */
export type ParsedRow = {
  row: number;
  kind?: 'product' | 'service';
  code?: string;
  name?: string;
  slug?: string;
  status?: ProductStatus;
  category?: string;
  brand?: string;
  description?: string;
  /** NCM and CEST as digits ('' an empty cell); origem 0–8 (an empty cell keeps the stored). */
  ncm?: string;
  origin?: number;
  cest?: string;
  sku: string;
  priceCents?: number | null;
  compareAtCents?: number | null;
  stock?: number | null;
  /** The count the export saw ("Estoque na exportação"), when the file carries it. */
  stockSeen?: number | null;
  lowStock?: number | null;
  weightGrams?: number | null;
  /** Centimetres with one decimal, in tenths (105 = 10,5 cm): exact, unlike a float. */
  heightTenths?: number | null;
  widthTenths?: number | null;
  lengthTenths?: number | null;
  sold?: boolean | null;
  /** undefined: the file has no option column (a stored variation keeps its values). */
  options?: Record<string, string>;
};

const KINDS: Record<string, 'product' | 'service'> = {
  produto: 'product',
  servico: 'service',
};
export const KIND_LABEL = { product: 'produto', service: 'serviço' } as const;

const STATUSES: Record<string, ProductStatus> = {
  rascunho: 'draft',
  ativo: 'active',
  arquivado: 'archived',
};
export const STATUS_LABEL: Record<ProductStatus, string> = {
  draft: 'rascunho',
  active: 'ativo',
  archived: 'arquivado',
};

const YES_NO: Record<string, boolean> = { sim: true, s: true, nao: false, n: false };

/** The largest numeric(6,1): 99999,9 cm. */
const MAX_TENTHS = 999_999;
/** A price or stock beyond this is a typo (and past a 32-bit integer column's reach). */
const MAX_INT = 2_000_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Reads one row's cells into values, listing each cell it cannot read. */
export function parseRow(raw: ImportRow): { parsed: ParsedRow; problems: Problem[] } {
  const row = Number(raw[ROW_NUMBER]);
  const problems: Problem[] = [];
  const fail = (key: string, message: string) =>
    problems.push({ row, column: labelOf(key), message });

  const text = (key: FieldKey) => raw[key];
  const choice = <T>(key: FieldKey, table: Record<string, T>, message: string) => {
    const cell = raw[key];
    if (cell === undefined) return undefined;
    if (cell === '') return null;
    const value = table[plain(cell)];
    if (value === undefined) fail(key, message);
    return value ?? null;
  };
  const number = (
    key: FieldKey,
    read: (cell: string) => number | null,
    message: string,
    options: { min?: number; max?: number; minMessage?: string } = {},
  ) => {
    const cell = raw[key];
    if (cell === undefined) return undefined;
    if (cell === '') return null;
    const value = read(cell);
    if (value === null) {
      fail(key, message);
      return null;
    }
    if (value < (options.min ?? 0)) fail(key, options.minMessage ?? MESSAGES.negative);
    else if (value > (options.max ?? MAX_INT)) fail(key, MESSAGES.tooLarge);
    return value;
  };
  const tenths = (key: FieldKey) =>
    number(key, (cell) => parseDecimal(cell, 1), MESSAGES.centimetres, { max: MAX_TENTHS });

  const slug = text('slug');
  if (slug && !SLUG.test(slug)) fail('slug', MESSAGES.slug);
  // Stored in upper case (the contract's skuSchema): "cam-1" in a file is the SKU CAM-1.
  const sku = (text('sku') ?? '').toUpperCase();
  if (sku === '') fail('sku', MESSAGES.required);

  const optionKeys = Object.keys(raw).filter((key) => key.startsWith(OPTION_PREFIX));
  const options = optionKeys.length ? ({} as Record<string, string>) : undefined;
  for (const key of optionKeys) {
    if (options && raw[key]) options[key.slice(OPTION_PREFIX.length)] = raw[key];
  }

  /** A code of `length` digits, its dots and spaces dropped; '' empty, undefined no column. */
  const code = (key: FieldKey, length: number, message: string) => {
    const cell = raw[key];
    if (cell === undefined || cell === '') return cell;
    const digits = cell.replace(/[.\-\s]/g, '');
    if (digits.length === length && /^\d+$/.test(digits)) return digits;
    fail(key, message);
    return '';
  };
  // "0", or the select's whole label ("0 – Nacional, exceto…"): its first digit.
  const origin = (() => {
    const cell = raw.origin;
    if (cell === undefined || cell === '') return undefined;
    const digit = /^\s*([0-8])(?:\s*[–-].*)?$/.exec(cell)?.[1];
    if (digit === undefined) fail('origin', MESSAGES.origin);
    return digit === undefined ? undefined : Number(digit);
  })();

  const parsed: ParsedRow = {
    row,
    kind: choice('kind', KINDS, MESSAGES.kind) ?? undefined,
    code: text('code')?.toUpperCase() || undefined,
    name: text('name') || undefined,
    slug: slug || undefined,
    status: choice('status', STATUSES, MESSAGES.status) ?? undefined,
    category: text('category'),
    brand: text('brand'),
    description: text('description'),
    ncm: code('ncm', 8, MESSAGES.ncm),
    origin,
    cest: code('cest', 7, MESSAGES.cest),
    sku,
    priceCents: number('price', (cell) => parseDecimal(cell, 2), MESSAGES.money, {
      min: 1,
      minMessage: MESSAGES.positiveMoney,
    }),
    compareAtCents: number('compareAt', (cell) => parseDecimal(cell, 2), MESSAGES.money),
    stock: number('stock', parseWhole, MESSAGES.whole, { minMessage: MESSAGES.negativeStock }),
    stockSeen: number('stockSeen', parseWhole, MESSAGES.whole, {
      minMessage: MESSAGES.negativeStock,
    }),
    lowStock: number('lowStock', parseWhole, MESSAGES.whole),
    weightGrams: number('weight', parseWhole, MESSAGES.whole),
    heightTenths: tenths('height'),
    widthTenths: tenths('width'),
    lengthTenths: tenths('length'),
    sold: choice('sold', YES_NO, MESSAGES.sold),
    options,
  };
  if (parsed.priceCents === null && raw.price === '') fail('price', MESSAGES.required);
  if (
    typeof parsed.priceCents === 'number' &&
    typeof parsed.compareAtCents === 'number' &&
    parsed.compareAtCents <= parsed.priceCents
  ) {
    fail('compareAt', MESSAGES.compareAtBelowPrice);
  }
  if (parsed.kind === 'service') {
    const shipping: FieldKey[] = ['stock', 'stockSeen', 'weight', 'height', 'width', 'length'];
    for (const key of shipping) if (raw[key]) fail(key, MESSAGES.serviceShipping);
    // An export writes a service's origem as 0 (the column's default): only a value is refused.
    for (const key of ['ncm', 'cest'] as const) if (raw[key]) fail(key, MESSAGES.serviceFiscal);
    if (raw.origin && origin !== 0) fail('origin', MESSAGES.serviceFiscal);
    for (const name of Object.keys(options ?? {})) {
      fail(`${OPTION_PREFIX}${name}`, MESSAGES.serviceOptions);
    }
  }
  return { parsed, problems };
}
