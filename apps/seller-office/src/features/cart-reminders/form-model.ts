import {
  cartReminderSettingsBodySchema,
  type CartReminderSettings,
} from '@vitrine/contract/cart-reminders';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

// The reminders' form: the seller types hours (1, 24, 72; "0,5" for half an hour), the API
// takes minutes. The fields keep the body's names, so the schema's and the API's refusals land
// on them (lib/form-kit); only their values are hours.

export type ReminderFormValues = {
  enabled: boolean;
  first_delay_minutes: string;
  second_delay_minutes: string;
  third_delay_minutes: string;
  last_coupon_id: string;
};

const hoursText = (minutes: number | null) =>
  minutes === null ? '' : String(minutes / 60).replace('.', ',');

export function toFormValues(saved: CartReminderSettings): ReminderFormValues {
  return {
    enabled: saved.enabled,
    first_delay_minutes: hoursText(saved.first_delay_minutes),
    second_delay_minutes: hoursText(saved.second_delay_minutes),
    third_delay_minutes: hoursText(saved.third_delay_minutes),
    last_coupon_id: saved.last_coupon_id ?? '',
  };
}

/** Typed hours in minutes; blank: null; not a number: NaN (the contract's schema refuses it). */
function minutesOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const hours = Number(trimmed.replace(',', '.'));
  return Number.isFinite(hours) ? Math.round(hours * 60) : Number.NaN;
}

const toBody = (values: ReminderFormValues) => ({
  enabled: values.enabled,
  first_delay_minutes: minutesOf(values.first_delay_minutes),
  second_delay_minutes: minutesOf(values.second_delay_minutes),
  third_delay_minutes: minutesOf(values.third_delay_minutes),
  last_coupon_id: values.last_coupon_id === '' ? null : values.last_coupon_id,
});

/** The form's values turned into the body, then the contract's schema (its messages, pt-BR). */
export const formSchema = z
  .custom<ReminderFormValues>()
  .transform(toBody)
  .pipe(cartReminderSettingsBodySchema);

export const FORM_FIELDS: readonly FieldPath<ReminderFormValues>[] = [
  'enabled',
  'first_delay_minutes',
  'second_delay_minutes',
  'third_delay_minutes',
  'last_coupon_id',
];
