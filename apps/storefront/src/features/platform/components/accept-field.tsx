import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A box to tick, with its label (links to the text accepted may sit in it) and the error that
 * says why it is required; the box is described by that error.
 */
export function AcceptField({
  registration,
  error,
  children,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="accept-field" data-invalid={error ? true : undefined}>
      <div className="accept-field__row">
        <input
          type="checkbox"
          id={id}
          className="accept-field__box"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...registration}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p className="vt-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
