import {
  BOLETO_PROVIDERS,
  CARD_PROVIDERS,
  PIX_PROVIDERS,
} from '@vitrine/contract/payment-settings';
import { SelectField } from '@vitrine/ui/select-field';
import { useFormContext } from 'react-hook-form';
import { paymentProvidersMessages as t } from '../messages.ts';
import type { ProvidersFormValues } from '../form-model.ts';

const METHODS = [
  { name: 'pix', label: t.pix, providers: PIX_PROVIDERS },
  { name: 'card', label: t.card, providers: CARD_PROVIDERS },
  { name: 'boleto', label: t.boleto, providers: BOLETO_PROVIDERS },
] as const;

/** Per payment method, which provider receives it. */
export function MethodProviders() {
  const { register, formState } = useFormContext<ProvidersFormValues>();
  return (
    <fieldset className="office-card providers-form__group">
      <legend>{t.methods}</legend>
      <div className="providers-form__row">
        {METHODS.map((method) => (
          <SelectField
            key={method.name}
            label={method.label}
            error={formState.errors.methods?.[method.name]?.message}
            {...register(`methods.${method.name}`)}
          >
            {method.providers.map((provider) => (
              <option key={provider} value={provider}>
                {t.providers[provider]}
              </option>
            ))}
          </SelectField>
        ))}
      </div>
    </fieldset>
  );
}
