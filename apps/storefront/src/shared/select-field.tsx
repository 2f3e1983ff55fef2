import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * A labelled native select with @vitrine/ui's field frame (its TextField's classes: the same
 * look, focus ring and error under the control). Native, so phones open their own picker and
 * the keyboard works as everywhere.
 */
export function SelectField({
  label,
  error,
  className,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & { label: ReactNode; error?: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div
      className={['vt-field', className].filter(Boolean).join(' ')}
      data-invalid={error != null || undefined}
    >
      <label className="vt-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="vt-field__control">
        <select
          {...props}
          id={id}
          className="vt-field__input select-field__input"
          aria-invalid={error != null || undefined}
          aria-describedby={error != null ? errorId : undefined}
        >
          {children}
        </select>
      </div>
      {error != null && (
        <p className="vt-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
