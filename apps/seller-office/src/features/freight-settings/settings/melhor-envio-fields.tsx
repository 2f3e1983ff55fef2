import { FormSelectField } from '@vitrine/ui/form-fields';
import { Controller, useFormContext } from 'react-hook-form';
import { FormNumberField } from '../../../lib/form-number-field.tsx';
import { freightMessages as t } from '../messages.ts';
import type { FreightFormValues } from './form-model.ts';
import { serviceChoices } from './melhor-envio-services.ts';
import { TokenField } from './token-field.tsx';

const Amount = FormNumberField<FreightFormValues>;

/** Quotes from Melhor Envio: on or off, the token, the services offered, markup and days. */
export function MelhorEnvioFields({ tokenHint }: { tokenHint: string | null }) {
  const { control, register, formState } = useFormContext<FreightFormValues>();
  // The choices come from what was saved: unticking an unknown service keeps its box.
  const saved = (formState.defaultValues?.melhor_envio?.services ?? []) as number[];
  return (
    <fieldset className="office-card freight-form__group">
      <legend>{t.melhorEnvio}</legend>
      <label className="freight-form__check">
        <input type="checkbox" {...register('melhor_envio.enabled')} />
        {t.melhorEnvioEnabled}
      </label>
      <FormSelectField<FreightFormValues> name="melhor_envio.environment" label={t.environment}>
        <option value="production">{t.production}</option>
        <option value="sandbox">{t.sandbox}</option>
      </FormSelectField>
      <TokenField hint={tokenHint} />
      <Controller
        control={control}
        name="melhor_envio.services"
        render={({ field, fieldState }) => (
          <fieldset
            className="freight-form__services"
            aria-describedby={fieldState.error ? 'freight-services-error' : undefined}
          >
            <legend>{t.services}</legend>
            {serviceChoices(saved).map((service, index) => (
              <label key={service.id} className="freight-form__check">
                <input
                  type="checkbox"
                  ref={index === 0 ? field.ref : undefined}
                  checked={field.value.includes(service.id)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, service.id]
                        : field.value.filter((id) => id !== service.id),
                    )
                  }
                />
                {service.label ?? t.serviceUnknown(service.id)}
              </label>
            ))}
            {fieldState.error && (
              <p id="freight-services-error" className="freight-form__error">
                {fieldState.error.message}
              </p>
            )}
          </fieldset>
        )}
      />
      <div className="freight-form__row">
        <Amount
          name="melhor_envio.markup_percent"
          kind="decimal"
          label={t.markupPercent}
          hint={t.markupPercentHint}
        />
        <Amount
          name="melhor_envio.markup_amount"
          kind="money"
          label={t.markupAmount}
          hint={t.markupAmountHint}
        />
        <Amount
          name="melhor_envio.extra_days"
          kind="integer"
          label={t.extraDays}
          hint={t.extraDaysHint}
        />
      </div>
    </fieldset>
  );
}
