import { FormTextField } from '@vitrine/ui/form-fields';
import { useFormContext, useWatch } from 'react-hook-form';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';

/** Pickup at the store: free, with the address and hours shoppers are shown. */
export function PickupFields() {
  const { control, register } = useFormContext<FreightFormValues>();
  const enabled = useWatch({ control, name: 'pickup.enabled' });
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.pickup}</legend>
      <label className="freight-form__check">
        <input type="checkbox" {...register('pickup.enabled')} />
        {t.pickupEnabled}
      </label>
      {enabled && (
        <>
          <FormTextField<FreightFormValues>
            name="pickup.address"
            label={t.pickupAddress}
            autoComplete="street-address"
          />
          <FormTextField<FreightFormValues>
            name="pickup.hours"
            label={t.pickupHours}
            hint={t.pickupHoursHint}
          />
        </>
      )}
    </fieldset>
  );
}
