import { CEP_MASK } from '@vitrine/domain/mask';
import { FormTextField } from '@vitrine/ui/form-fields';
import { FormNumberField } from '../../../lib/form-number-field.tsx';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';

const Measure = FormNumberField<FreightFormValues>;

/** Where parcels leave from, and the package used for a variation without measures. */
export function OriginFields() {
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.origin}</legend>
      <FormTextField<FreightFormValues>
        name="origin_cep"
        label={t.originCep}
        hint={t.originCepHint}
        inputMode="numeric"
        autoComplete="postal-code"
        mask={CEP_MASK}
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
