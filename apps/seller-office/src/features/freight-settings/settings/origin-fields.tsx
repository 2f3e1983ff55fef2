import { CEP_MASK } from '@vitrine/domain/mask';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext } from 'react-hook-form';
import { FormNumberField } from '../../../lib/form-number-field.tsx';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';

const Measure = FormNumberField<FreightFormValues>;

/** Where parcels leave from, and the package used for a variation without measures. */
export function OriginFields() {
  const { register, formState } = useFormContext<FreightFormValues>();
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.origin}</legend>
      <TextField
        label={t.originCep}
        hint={t.originCepHint}
        inputMode="numeric"
        autoComplete="postal-code"
        mask={CEP_MASK}
        error={formState.errors.origin_cep?.message}
        {...register('origin_cep')}
      />
      <p className="office-hint">{t.packageHint}</p>
      <div className="freight-form__row">
        <Measure name="default_package.weight_grams" kind="integer" label={t.weight} />
        <Measure name="default_package.height_cm" kind="decimal" label={t.height} />
        <Measure name="default_package.width_cm" kind="decimal" label={t.width} />
        <Measure name="default_package.length_cm" kind="decimal" label={t.length} />
      </div>
    </fieldset>
  );
}
