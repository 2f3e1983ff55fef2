import type { StockAdjustmentBody } from '@vitrine/contract/catalog-stock';
import { SELLER_STOCK_REASONS, STOCK_REASON_LABELS } from '@vitrine/contract/catalog-stock';
import { Button } from '@vitrine/ui/button';
import { TextField } from '@vitrine/ui/text-field';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { numberOrNull } from '../form/variation-cells.tsx';
import { adjustmentResolver, emptyAdjustment, type AdjustmentValues } from './adjustment-form.ts';
import { stockMessages as t } from './messages.ts';

type Props = {
  seen: number;
  /** Sends the adjustment; answers the refusal to show, or null when it was saved. */
  onSubmit: (body: StockAdjustmentBody) => Promise<string | null>;
};

/** The adjustment's fields: relative (add / remove units) or absolute (the new count). */
export function StockAdjustmentForm({ seen, onSubmit }: Props) {
  const seenRef = useRef(seen);
  seenRef.current = seen;
  const form = useForm<AdjustmentValues, unknown, StockAdjustmentBody>({
    resolver: adjustmentResolver(() => seenRef.current),
    defaultValues: emptyAdjustment,
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const { errors, isSubmitting } = form.formState;
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    const problem = await onSubmit(body);
    if (problem) setRefusal(problem);
    else form.reset({ ...emptyAdjustment, mode: form.getValues('mode') });
  });

  return (
    <form noValidate onSubmit={submit} className="stock-form">
      <fieldset className="stock-form__modes">
        <legend>{t.mode}</legend>
        <label>
          <input type="radio" value="relative" {...form.register('mode')} /> {t.relative}
        </label>
        <label>
          <input type="radio" value="absolute" {...form.register('mode')} /> {t.absolute}
        </label>
        <p className="product-form__hint">
          {mode === 'absolute' ? t.absoluteHint : t.relativeHint}
        </p>
      </fieldset>
      <div className="stock-form__row">
        {mode === 'relative' ? (
          <div className="vt-field">
            <label className="vt-field__label" htmlFor="stock-direction">
              {t.direction}
            </label>
            <select id="stock-direction" className="office-select" {...form.register('direction')}>
              <option value="add">{t.add}</option>
              <option value="remove">{t.remove}</option>
            </select>
          </div>
        ) : null}
        <TextField
          key={mode}
          label={mode === 'absolute' ? t.quantity : t.units}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          error={errors.units?.message}
          {...form.register('units', {
            setValueAs: (value: unknown) =>
              typeof value === 'string' ? numberOrNull(value) : value,
          })}
        />
      </div>
      <div className="vt-field">
        <label className="vt-field__label" htmlFor="stock-reason">
          {t.reason}
        </label>
        <select
          id="stock-reason"
          className="office-select"
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? 'stock-reason-error' : undefined}
          {...form.register('reason')}
        >
          <option value="">{t.chooseReason}</option>
          {SELLER_STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOCK_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        {errors.reason ? (
          <p className="vt-field__error" id="stock-reason-error">
            {errors.reason.message}
          </p>
        ) : null}
      </div>
      <TextField
        label={t.note}
        hint={t.noteHint}
        maxLength={300}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {refusal ? (
        <p role="alert" className="product-form__failure">
          {refusal}
        </p>
      ) : null}
      <div className="vt-dialog__actions">
        <Button type="submit" loading={isSubmitting}>
          {t.confirm}
        </Button>
      </div>
    </form>
  );
}
