import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { MoneyInput } from '@vitrine/ui/money-input';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { paymentRulesMessages as t } from '../messages.ts';
import { NumberField } from './number-field.tsx';

/** The pix or the boleto discount: how much, percentage or reais, and from which order up. */
export function DiscountFields({ method }: { method: 'pix' | 'boleto' }) {
  const { control, formState } = useFormContext<PaymentRules>();
  const type = useWatch({ control, name: `${method}.extra_discount_type` });
  const errors = formState.errors[method];
  const legend = method === 'pix' ? t.pix : t.boleto;
  return (
    <fieldset className="office-card payment-rules__group">
      <legend>{legend}</legend>
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
      <Controller
        control={control}
        name={`${method}.extra_discount`}
        render={({ field }) =>
          type === 'amount' ? (
            <MoneyInput
              label={`${t.discount} (R$)`}
              hint={t.discountAmountHint}
              error={errors?.extra_discount?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          ) : (
            <NumberField
              label={`${t.discount} (%)`}
              hint={t.discountPercentHint}
              error={errors?.extra_discount?.message}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )
        }
      />
      <Controller
        control={control}
        name={`${method}.extra_minimum_amount`}
        render={({ field }) => (
          <MoneyInput
            label={t.minimum}
            hint={t.minimumHint}
            error={errors?.extra_minimum_amount?.message}
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
