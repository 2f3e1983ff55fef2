// Internal: the label / hint / error frame shared by TextField and MoneyInput. Not exported
// from package.json; apps build fields from those two.
import { useId, type ReactNode } from 'react';
import './tokens.css';
import './field.css';

export interface FieldTextProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the input, which then reports aria-invalid and is described by it. */
  error?: ReactNode;
}

export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const inputId = id ?? generated;
  return {
    inputId,
    hintId: `${inputId}-hint`,
    errorId: `${inputId}-error`,
    extraId: `${inputId}-extra`,
  };
}

/** Space-separated ids for aria-describedby, or undefined when there are none. */
export function joinIds(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

interface FieldProps extends FieldTextProps {
  ids: ReturnType<typeof useFieldIds>;
  className?: string;
  /** Under the input, next to the hint: the word counter. */
  extra?: ReactNode;
  children: ReactNode;
}

export function Field({ ids, label, hint, error, extra, className, children }: FieldProps) {
  return (
    <div
      className={['vt-field', className].filter(Boolean).join(' ')}
      data-invalid={error != null || undefined}
    >
      <label className="vt-field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children}
      {(hint != null || extra != null) && (
        <div className="vt-field__notes">
          {hint != null && (
            <p className="vt-field__hint" id={ids.hintId}>
              {hint}
            </p>
          )}
          {extra != null && (
            <p className="vt-field__extra" id={ids.extraId}>
              {extra}
            </p>
          )}
        </div>
      )}
      {error != null && (
        <p className="vt-field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
