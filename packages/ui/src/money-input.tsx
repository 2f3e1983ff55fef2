import { maskMoney, parseMoney } from '@vitrine/domain/money';
import { useState, type ComponentProps } from 'react';
import { Field, joinIds, useFieldIds, type FieldTextProps } from './field.tsx';
import { moneyMessages } from './messages.ts';
import './money-input.css';

type NativeProps = Omit<
  ComponentProps<'input'>,
  'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'inputMode'
>;

export interface MoneyInputProps extends FieldTextProps, NativeProps {
  /** In reais (1234.56). 0 shows an empty field, so a form can start blank. */
  value?: number;
  defaultValue?: number;
  /** The amount after each keystroke; pass react-hook-form's `field.onChange` here. */
  onValueChange?: (value: number) => void;
}

function toText(value: number | undefined): string {
  return value ? maskMoney(value.toFixed(2)) : '';
}

/**
 * A BRL amount typed as digits, the last two being cents (spec §5 money): '123456' shows
 * '1.234,56' and reports 1234.56. Controlled (`value`) or not (`defaultValue`); for
 * react-hook-form use a Controller: `<MoneyInput {...field} onValueChange={field.onChange} />`.
 */
export function MoneyInput({
  id,
  label,
  hint,
  error,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: MoneyInputProps) {
  const ids = useFieldIds(id);
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  // A new `value` from outside (a form reset) replaces the text, unless it is just the echo of
  // what was typed: then the text stays, so a cleared field is not refilled with '0,00'.
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    if (value !== undefined && value !== parseMoney(text)) setText(toText(value));
  }
  const currencyId = `${ids.inputId}-currency`;

  return (
    <Field ids={ids} label={label} hint={hint} error={error} className={className}>
      <div className="vt-field__control">
        <span className="vt-money-input__currency" id={currencyId} aria-hidden="true">
          {moneyMessages.currency}
        </span>
        <input
          className="vt-field__input vt-money-input__input"
          placeholder="0,00"
          {...props}
          id={ids.inputId}
          type="text"
          inputMode="numeric"
          autoComplete={props.autoComplete ?? 'off'}
          value={text}
          aria-invalid={error != null ? true : props['aria-invalid']}
          aria-describedby={joinIds(
            currencyId,
            hint != null && ids.hintId,
            error != null && ids.errorId,
            props['aria-describedby'],
          )}
          onChange={(event) => {
            const masked = maskMoney(event.target.value);
            setText(masked);
            if (masked !== text) onValueChange?.(parseMoney(masked));
          }}
        />
      </div>
    </Field>
  );
}
