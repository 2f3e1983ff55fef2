import type { ComponentProps } from 'react';
import { Field, joinIds, useFieldIds, type FieldTextProps } from './field.tsx';

export interface SelectFieldProps extends FieldTextProps, ComponentProps<'select'> {}

/**
 * A labelled native select with TextField's frame: hint, error, aria-invalid and
 * aria-describedby wired the same way. Spread react-hook-form's `register()` into it as is.
 */
export function SelectField({
  id,
  label,
  hint,
  error,
  className,
  children,
  ...props
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="vt-field__control">
        <select
          className="vt-field__input vt-field__select"
          {...props}
          id={ids.inputId}
          aria-invalid={error != null ? true : props['aria-invalid']}
          aria-describedby={joinIds(
            hint != null && ids.hintId,
            error != null && ids.errorId,
            props['aria-describedby'],
          )}
        >
          {children}
        </select>
      </div>
    </Field>
  );
}
