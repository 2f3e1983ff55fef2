import {
  stockAdjustmentBodySchema,
  type StockAdjustmentBody,
} from '@vitrine/contract/catalog-stock';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The dialog's fields: how (relative or absolute), which way, how many, why. */
export type AdjustmentValues = {
  mode: 'relative' | 'absolute';
  direction: 'add' | 'remove';
  units: number | null;
  reason: string;
  note: string;
};

export const emptyAdjustment: AdjustmentValues = {
  mode: 'relative',
  direction: 'add',
  units: null,
  reason: '',
  note: '',
};

/**
 * The body the API takes: a relative delta (negative to remove), or the new count with the
 * count the seller saw (`seen`), which the API compares with the stock now (409 when it moved).
 */
export function bodyOf(values: AdjustmentValues, seen: number): unknown {
  const common = { reason: values.reason || undefined, note: values.note };
  if (values.mode === 'absolute') {
    return { mode: 'absolute', quantity: values.units ?? undefined, expected: seen, ...common };
  }
  const units = values.units ?? undefined;
  return {
    mode: 'relative',
    delta: units === undefined ? undefined : values.direction === 'remove' ? -units : units,
    ...common,
  };
}

/**
 * react-hook-form's resolver: the contract's own schema judges the body the fields make, and its
 * pt-BR messages go back to the field that made each part (delta and quantity: "units").
 */
export function adjustmentResolver(
  seen: () => number,
): Resolver<AdjustmentValues, unknown, StockAdjustmentBody> {
  return (values) => {
    const parsed = stockAdjustmentBodySchema.safeParse(bodyOf(values, seen()));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<AdjustmentValues> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field =
        key === 'delta' || key === 'quantity'
          ? 'units'
          : key === 'reason' || key === 'note'
            ? key
            : null;
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
}
