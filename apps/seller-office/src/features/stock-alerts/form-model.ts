import {
  stockAlertSettingsBodySchema,
  type StockAlertSettings,
} from '@vitrine/contract/stock-alerts';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

// The factor's form: typed as text, sent as an integer; the contract's schema says what is
// wrong (1 to 10), on the field of the same name.

export type FactorFormValues = { factor: string };

export const toFormValues = (saved: StockAlertSettings): FactorFormValues => ({
  factor: String(saved.factor),
});

const toBody = (values: FactorFormValues) => ({
  factor: values.factor.trim() === '' ? Number.NaN : Number(values.factor.trim()),
});

export const formSchema = z
  .custom<FactorFormValues>()
  .transform(toBody)
  .pipe(stockAlertSettingsBodySchema);

export const FORM_FIELDS: readonly FieldPath<FactorFormValues>[] = ['factor'];
