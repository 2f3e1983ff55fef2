import type { ComponentProps } from 'react';
import { Field, joinIds, useFieldIds, type FieldTextProps } from './field.tsx';

export interface TextareaFieldProps extends FieldTextProps, ComponentProps<'textarea'> {}

/**
 * A labelled textarea with TextField's frame (a reason, a message: text of a few lines): hint,
 * error, aria-invalid and aria-describedby wired the same way. Spread react-hook-form's
 * `register()` into it as is.
 */
export function TextareaField({ id, label, hint, error, className, ...props }: TextareaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="vt-field__control">
        <textarea
          className="vt-field__input vt-field__textarea"
          rows={4}
          {...props}
          id={ids.inputId}
          aria-invalid={error != null ? true : props['aria-invalid']}
          aria-describedby={joinIds(
            hint != null && ids.hintId,
            error != null && ids.errorId,
            props['aria-describedby'],
          )}
        />
      </div>
    </Field>
  );
}
