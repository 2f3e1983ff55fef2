import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { MoneyInput } from '@vitrine/ui/money-input';
import { Controller, useFormContext } from 'react-hook-form';
import { paymentRulesMessages as t } from '../messages.ts';
import { NumberField } from './number-field.tsx';

type CardField = 'installment_max' | 'installment_fees' | 'installment_tax';

/** The card's rules: how many instalments, how many free of interest, the rate, the minimum. */
export function CardFields() {
  const { control, formState } = useFormContext<PaymentRules>();
  const errors = formState.errors.card;
  const numberField = (name: CardField, label: string, hint: string, integer: boolean) => (
    <Controller
      control={control}
      name={`card.${name}`}
      render={({ field }) => (
        <NumberField
          label={label}
          hint={hint}
          integer={integer}
          error={errors?.[name]?.message}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
  return (
    <fieldset className="office-card payment-rules__group">
      <legend>{t.card}</legend>
      {numberField('installment_max', t.installmentMax, t.installmentMaxHint, true)}
      {numberField('installment_fees', t.installmentFees, t.installmentFeesHint, true)}
      {numberField('installment_tax', t.installmentTax, t.installmentTaxHint, false)}
      <Controller
        control={control}
        name="card.installment_minimum_amount"
        render={({ field }) => (
          <MoneyInput
            label={t.installmentMinimum}
            hint={t.installmentMinimumHint}
            error={errors?.installment_minimum_amount?.message}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </fieldset>
  );
}
