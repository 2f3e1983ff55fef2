import { couponInputSchema, type Coupon, type CouponInput } from '@vitrine/contract/coupons';
import { addDays, saoPauloDay, startOfSaoPauloDay } from '@vitrine/domain/dates';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

// The coupon form's fields as typed (text, days) and the API's body they become. Dates are
// whole days in Brasília: "vale até 31/03" ends at the start of 01/04 there.

export type CouponFormValues = {
  code: string;
  kind: 'percentage' | 'amount';
  value: string;
  minimum_order: string;
  starts_at: string;
  ends_at: string;
  max_uses: string;
  max_uses_per_customer: string;
  category_ids: string[];
};

const EMPTY: CouponFormValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minimum_order: '0',
  starts_at: '',
  ends_at: '',
  max_uses: '',
  max_uses_per_customer: '1',
  category_ids: [],
};

/** "15,5" → 15.5; empty → NaN (the contract then says what is missing). */
const decimal = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));
const count = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** The body the API takes. */
export function toBody(values: CouponFormValues): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    value: decimal(values.value),
    minimum_order: values.minimum_order.trim() === '' ? 0 : decimal(values.minimum_order),
    starts_at: values.starts_at ? startOfSaoPauloDay(values.starts_at).toISOString() : null,
    ends_at: values.ends_at ? startOfSaoPauloDay(addDays(values.ends_at, 1)).toISOString() : null,
    max_uses: count(values.max_uses),
    max_uses_per_customer: count(values.max_uses_per_customer),
    category_ids: values.category_ids,
    product_ids: [],
  };
}

const text = (value: number) => String(value).replace('.', ',');

/** A stored coupon as the form shows it; a new one (none) starts empty. */
export function toFormValues(coupon?: Coupon): CouponFormValues {
  if (!coupon) return { ...EMPTY, category_ids: [] };
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: text(coupon.value),
    minimum_order: text(coupon.minimum_order),
    starts_at: coupon.starts_at ? saoPauloDay(coupon.starts_at) : '',
    // The stored end is exclusive (the next day's start): the form shows the last valid day.
    ends_at: coupon.ends_at ? addDays(saoPauloDay(coupon.ends_at), -1) : '',
    max_uses: coupon.max_uses === null ? '' : String(coupon.max_uses),
    max_uses_per_customer:
      coupon.max_uses_per_customer === null ? '' : String(coupon.max_uses_per_customer),
    category_ids: coupon.category_ids,
  };
}

/** What the form's resolver checks: the typed fields, read as the API's body, by its schema. */
export const formSchema = z.custom<CouponFormValues>().transform(toBody).pipe(couponInputSchema);

/** Every field an API refusal may name (its details' `path`), in the form's order. */
export const FORM_FIELDS: readonly Path<CouponFormValues>[] = [
  'code',
  'kind',
  'value',
  'minimum_order',
  'starts_at',
  'ends_at',
  'max_uses',
  'max_uses_per_customer',
  'category_ids',
];
