import { MoneyInput } from '@vitrine/ui/money-input';
import { TextField } from '@vitrine/ui/text-field';
import { VisuallyHidden } from '@vitrine/ui/visually-hidden';
import { Controller, useFormContext, type FieldPath } from 'react-hook-form';
import type { ProductFormValues } from './form-model.ts';

// The inputs of a variation's row: each labelled for a screen reader by its column and row
// ("Preço de Azul / P"), which a sighted seller reads from the table's header.

type Field = FieldPath<ProductFormValues>;

/** '' is "not informed" (null); the form's schema judges the rest. */
export const numberOrNull = (value: string) =>
  value.trim() === '' ? null : Number(value.replace(',', '.'));

/** The error react-hook-form holds for a nested path (variations.3.price). */
function errorAt(errors: unknown, path: string): string | undefined {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

export function useFieldError(path: Field): string | undefined {
  return errorAt(useFormContext<ProductFormValues>().formState.errors, path);
}

export function MoneyCell({
  name,
  label,
  nullable = false,
}: {
  name: Field;
  label: string;
  nullable?: boolean;
}) {
  const { control } = useFormContext<ProductFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MoneyInput
          label={<VisuallyHidden>{label}</VisuallyHidden>}
          className="variation-cell"
          value={(field.value as number | null) ?? 0}
          onValueChange={(value) => field.onChange(nullable && value === 0 ? null : value)}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={error}
        />
      )}
    />
  );
}

type NumberCellProps = {
  name: Field;
  label: string;
  step?: number;
  hint?: string;
};

export function NumberCell({ name, label, step = 1, hint }: NumberCellProps) {
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(name);
  return (
    <TextField
      label={<VisuallyHidden>{label}</VisuallyHidden>}
      className="variation-cell variation-cell--number"
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      min={0}
      step={step}
      hint={hint}
      error={error}
      {...register(name, {
        setValueAs: (value: unknown) => (typeof value === 'string' ? numberOrNull(value) : value),
      })}
    />
  );
}

export function TextCell({ name, label, hint }: { name: Field; label: string; hint?: string }) {
  const { register } = useFormContext<ProductFormValues>();
  const error = useFieldError(name);
  return (
    <TextField
      label={<VisuallyHidden>{label}</VisuallyHidden>}
      className="variation-cell variation-cell--sku"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      hint={hint ? <VisuallyHidden>{hint}</VisuallyHidden> : undefined}
      error={error}
      {...register(name, {
        setValueAs: (value: unknown) =>
          typeof value === 'string' && value.trim() === '' ? undefined : value,
      })}
    />
  );
}
