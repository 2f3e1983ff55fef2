import type { AuditChange } from '@vitrine/contract/catalog-audit';
import { PRODUCT_STATUS_LABELS, type ProductStatus } from '@vitrine/contract/catalog-office';
import { formatDateTime } from '@vitrine/domain/dates';
import { formatBRL } from '@vitrine/domain/money';
import { SELLER_ROLE_LABELS, type SellerRole } from '@vitrine/domain/seller-roles';
import { historyMessages as t } from './messages.ts';

const MAX = 160;
const clip = (text: string) => (text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const label = (key: string) => t.fields[key.replace(/_cents$/, '')] ?? key;

/** A value before or after, as words: money as R$, status as its label, HTML as its text. */
export function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.none;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'number') {
    if (key.endsWith('_cents')) return formatBRL(value / 100);
    if (key.endsWith('minimum_amount')) return formatBRL(value);
    if (key.endsWith('installment_tax')) return t.percentPerMonth(value.toLocaleString('pt-BR'));
    return key.includes('price') ? formatBRL(value) : value.toLocaleString('pt-BR');
  }
  if (typeof value === 'string') {
    // A banner's start and end are instants: read on the Brasília clock.
    if (key.endsWith('_at') && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    if (key.endsWith('extra_discount_type')) return t.discountTypes[value] ?? value;
    if (key === 'role' && value in SELLER_ROLE_LABELS) {
      return SELLER_ROLE_LABELS[value as SellerRole];
    }
    if (key === 'status' && value in PRODUCT_STATUS_LABELS) {
      return PRODUCT_STATUS_LABELS[value as ProductStatus];
    }
    if (key === 'status' && value in t.storeStatuses) return t.storeStatuses[value]!;
    if (key === 'status' && value in t.reviewStatuses) return t.reviewStatuses[value]!;
    const text = key === 'description' ? value.replace(/<[^>]*>/g, ' ') : value;
    return clip(text.replace(/\s+/g, ' ').trim());
  }
  if (key === 'photos' && Array.isArray(value)) return t.photoCount(value.length);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return clip(value.join(', '));
  }
  if (key === 'options' && Array.isArray(value)) {
    return clip(
      value
        .filter(isRecord)
        .map((option) => `${String(option.name)}: ${(option.values as string[]).join(', ')}`)
        .join('; '),
    );
  }
  if (isRecord(value) && Object.values(value).every((item) => typeof item === 'string')) {
    return clip(Object.values(value).join(' / '));
  }
  return clip(JSON.stringify(value));
}

export type ChangeRow = { field: string; before: string; after: string };

/** A variation as one line: its option values and its price ("Azul / P · R$ 49,90"). */
function variationSummary(value: Record<string, unknown>): string {
  return [valueText('options', value.options), valueText('price_cents', value.price_cents)]
    .filter((part) => part !== t.none)
    .join(' · ');
}

/**
 * The rows of one recorded change. A variation is recorded whole under "variations.{SKU}": it
 * reads as one row per field that changed ("Preço (CAM-AZ-P)"), or one row when it was
 * created or removed.
 */
export function changeRows(change: AuditChange): ChangeRow[] {
  const stockOf = /^stock\.(.+)$/.exec(change.field)?.[1];
  if (stockOf !== undefined) {
    return [
      {
        field: `${t.fields.stock} (${stockOf})`,
        before: valueText('stock', change.before),
        after: valueText('stock', change.after),
      },
    ];
  }
  const variation = /^variations\.(.+)$/.exec(change.field)?.[1];
  if (variation === undefined) {
    return [
      {
        field: label(change.field),
        before: valueText(change.field, change.before),
        after: valueText(change.field, change.after),
      },
    ];
  }
  const { before, after } = change;
  if (isRecord(before) && isRecord(after)) {
    return Object.keys({ ...before, ...after })
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .map((key) => ({
        field: `${label(key)} (${variation})`,
        before: valueText(key, before[key]),
        after: valueText(key, after[key]),
      }));
  }
  return [
    {
      field: `${t.variation} ${variation}`,
      before: isRecord(before) ? variationSummary(before) : t.none,
      after: isRecord(after) ? variationSummary(after) : t.none,
    },
  ];
}
