import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { MoneyInput } from '@vitrine/ui/money-input';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import { NumberField } from './number-field.tsx';

type Props = {
  name: FieldPath<PaymentRules>;
  /** money: reais (R$ 1.234,56); integer: instalment counts; decimal: percentages (1,99). */
  kind: 'money' | 'integer' | 'decimal';
  label: string;
  hint: string;
};

/** One number of the payment rules, bound to the form, with its error under it. */
export function RuleField({ name, kind, label, hint }: Props) {
  const { control } = useFormContext<PaymentRules>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          label,
          hint,
          error: fieldState.error?.message,
          name: field.name,
          ref: field.ref,
          value: field.value as number,
          onValueChange: field.onChange,
          onBlur: field.onBlur,
        };
        return kind === 'money' ? (
          <MoneyInput {...props} />
        ) : (
          <NumberField {...props} integer={kind === 'integer'} />
        );
      }}
    />
  );
}
