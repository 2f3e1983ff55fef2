import { reviewSettingsBodySchema, type ReviewSettings } from '@vitrine/contract/reviews';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

// The settings' form: the days typed as text, sent as an integer; the contract's schema says
// what is wrong (1 to 60), on the field of the same name.

export type ReviewSettingsFormValues = { invite_days: string; require_approval: boolean };

export const toFormValues = (saved: ReviewSettings): ReviewSettingsFormValues => ({
  invite_days: String(saved.invite_days),
  require_approval: saved.require_approval,
});

const toBody = (values: ReviewSettingsFormValues) => ({
  invite_days: /^\s*\d+\s*$/.test(values.invite_days) ? Number(values.invite_days) : Number.NaN,
  require_approval: values.require_approval,
});

export const formSchema = z
  .custom<ReviewSettingsFormValues>()
  .transform(toBody)
  .pipe(reviewSettingsBodySchema);

export const FORM_FIELDS: readonly FieldPath<ReviewSettingsFormValues>[] = [
  'invite_days',
  'require_approval',
];
