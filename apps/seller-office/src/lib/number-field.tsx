import { TextField, type TextFieldProps } from '@vitrine/ui/text-field';
import { useState } from 'react';

type Props = Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'inputMode'> & {
  value: number;
  onValueChange: (value: number) => void;
  /** Whole numbers only (instalments); otherwise a decimal comma is accepted (1,99). */
  integer?: boolean;
};

/** 1.99 → "1,99": how a Brazilian reads and types a decimal. */
const toText = (value: number) => (Number.isFinite(value) ? String(value).replace('.', ',') : '');
/** "1,99" → 1.99; an empty field is NaN, which the form's schema refuses with its message. */
const toNumber = (text: string) => (text === '' ? Number.NaN : Number(text.replace(',', '.')));

/**
 * A number typed the Brazilian way, for react-hook-form's Controller: digits, and for
 * decimals one comma. Whatever else is typed is dropped, so the field never holds a
 * number the form cannot read.
 */
export function NumberField({ value, onValueChange, integer = false, ...props }: Props) {
  const [text, setText] = useState(() => toText(value));
  // A new value from outside (a reset after saving) replaces the text, unless it is the echo
  // of what was typed ("1," is still 1).
  const [shown, setShown] = useState(value);
  if (!Object.is(value, shown)) {
    setShown(value);
    if (!Object.is(value, toNumber(text))) setText(toText(value));
  }
  return (
    <TextField
      {...props}
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const clean = integer
          ? typed.replace(/\D/g, '')
          : typed.replace(/[^\d,]/g, '').replace(/(,.*?),/g, '$1');
        setText(clean);
        const next = toNumber(clean.replace(/,$/, ''));
        setShown(next);
        onValueChange(next);
      }}
    />
  );
}
