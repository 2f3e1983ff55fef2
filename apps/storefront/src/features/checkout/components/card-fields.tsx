import { cardBrand } from '@vitrine/domain/card';
import { CARD_MASK } from '@vitrine/domain/mask';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext, useWatch } from 'react-hook-form';
import { brandName, checkoutMessages } from '../messages.ts';
import { cvvLength } from '../model/card-form.ts';
import type { PayFormValues } from '../model/pay-form.ts';
import { neverSubmitted } from './never-submitted.ts';

const t = checkoutMessages.card;

// spec §5 masks: '#' a digit.
const EXPIRY_MASK = '##/##';
const CVV_MASK = '####';

/**
 * The card's number (its brand named as it is typed, @vitrine/domain cardBrand), holder,
 * expiry and security code. Errors show under each field; the number never leaves the page but
 * to the acquirer's tokenisation: no input has a `name` (neverSubmitted).
 */
export function CardFields() {
  const form = useFormContext<PayFormValues>();
  const errors = form.formState.errors.card;
  const number = useWatch({ control: form.control, name: 'card.number' });
  const brand = cardBrand(number);
  return (
    <div className="card-fields">
      <TextField
        label={t.number}
        inputMode="numeric"
        autoComplete="cc-number"
        mask={CARD_MASK}
        hint={
          <span aria-live="polite" className="card-fields__brand" data-brand={brand ?? undefined}>
            {brand ? t.brand(brandName(brand)) : ' '}
          </span>
        }
        error={errors?.number?.message}
        className="card-fields__number"
        {...neverSubmitted(form.register('card.number'))}
      />
      <TextField
        label={t.holder}
        autoComplete="cc-name"
        autoCapitalize="characters"
        spellCheck={false}
        error={errors?.holder?.message}
        className="card-fields__holder"
        {...neverSubmitted(form.register('card.holder'))}
      />
      <TextField
        label={t.expiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
        mask={EXPIRY_MASK}
        error={errors?.expiry?.message}
        className="card-fields__expiry"
        {...neverSubmitted(form.register('card.expiry'))}
      />
      <TextField
        label={t.cvv}
        inputMode="numeric"
        autoComplete="cc-csc"
        mask={CVV_MASK}
        hint={t.cvvHint(cvvLength(brand))}
        error={errors?.cvv?.message}
        className="card-fields__cvv"
        {...neverSubmitted(form.register('card.cvv'))}
      />
    </div>
  );
}
