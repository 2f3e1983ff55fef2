import { TextField } from '@vitrine/ui/text-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';

/** Pickup at the store: free, with the address and hours shoppers are shown. */
export function PickupFields() {
  const { control, register, formState } = useFormContext<FreightFormValues>();
  const enabled = useWatch({ control, name: 'pickup.enabled' });
  const errors = formState.errors.pickup;
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.pickup}</legend>
      <label className="freight-form__check">
        <input type="checkbox" {...register('pickup.enabled')} />
        {t.pickupEnabled}
      </label>
      {enabled && (
        <>
          <TextField
            label={t.pickupAddress}
            autoComplete="street-address"
            error={errors?.address?.message}
            {...register('pickup.address')}
          />
          <TextField
            label={t.pickupHours}
            hint={t.pickupHoursHint}
            error={errors?.hours?.message}
            {...register('pickup.hours')}
          />
        </>
      )}
    </fieldset>
  );
}
