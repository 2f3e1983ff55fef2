import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { paymentRulesMessages as t } from '../messages.ts';
import { FormNumberField } from '../../../lib/form-number-field.tsx';

/** The pix or the boleto discount: how much, percentage or reais, and from which order up. */
export function DiscountFields({ method }: { method: 'pix' | 'boleto' }) {
  const { control } = useFormContext<PaymentRules>();
  const type = useWatch({ control, name: `${method}.extra_discount_type` });
  return (
    <fieldset className="office-card payment-rules__group">
      <legend>{method === 'pix' ? t.pix : t.boleto}</legend>
      <Controller
        control={control}
        name={`${method}.extra_discount_type`}
        render={({ field }) => (
          <fieldset className="payment-rules__choice">
            <legend>{t.discountType}</legend>
            {(['percentage', 'amount'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name={field.name}
                  value={option}
                  checked={field.value === option}
                  onChange={() => field.onChange(option)}
                  onBlur={field.onBlur}
                />
                {option === 'percentage' ? t.percentage : t.amount}
              </label>
            ))}
          </fieldset>
        )}
      />
      {/* A new field when the type changes: reais are typed as cents, percentages with a comma. */}
      <FormNumberField<PaymentRules>
        key={type}
        name={`${method}.extra_discount`}
        kind={type === 'amount' ? 'money' : 'decimal'}
        label={type === 'amount' ? `${t.discount} (R$)` : `${t.discount} (%)`}
        hint={type === 'amount' ? t.discountAmountHint : t.discountPercentHint}
      />
      <FormNumberField<PaymentRules>
        name={`${method}.extra_minimum_amount`}
        kind="money"
        label={t.minimum}
        hint={t.minimumHint}
      />
    </fieldset>
  );
}
