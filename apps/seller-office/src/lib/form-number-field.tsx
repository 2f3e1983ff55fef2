import { MoneyInput } from '@vitrine/ui/money-input';
import { Controller, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { NumberField } from './number-field.tsx';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  /** money: reais (R$ 1.234,56); integer: counts (instalments, grams, days); decimal: 1,99. */
  kind: 'money' | 'integer' | 'decimal';
  label: string;
  hint?: string;
};

/** One number of a settings form (inside its FormProvider), with its error under it. */
export function FormNumberField<T extends FieldValues>({ name, kind, label, hint }: Props<T>) {
  const { control } = useFormContext<T>();
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
