import {
  BOLETO_PROVIDERS,
  CARD_PROVIDERS,
  PIX_PROVIDERS,
} from '@vitrine/contract/payment-settings';
import { FormSelectField } from '@vitrine/ui/form-fields';
import { paymentProvidersMessages as t } from '../messages.ts';
import type { ProvidersFormValues } from '../form-model.ts';

const METHODS = [
  { name: 'pix', label: t.pix, providers: PIX_PROVIDERS },
  { name: 'card', label: t.card, providers: CARD_PROVIDERS },
  { name: 'boleto', label: t.boleto, providers: BOLETO_PROVIDERS },
] as const;

/** Per payment method, which provider receives it. */
export function MethodProviders() {
  return (
    <fieldset className="office-card providers-form__group">
      <legend>{t.methods}</legend>
      <div className="providers-form__row">
        {METHODS.map((method) => (
          <FormSelectField<ProvidersFormValues>
            name={`methods.${method.name}`}
            key={method.name}
            label={method.label}
          >
            {method.providers.map((provider) => (
              <option key={provider} value={provider}>
                {t.providers[provider]}
              </option>
            ))}
          </FormSelectField>
        ))}
      </div>
    </fieldset>
  );
}
