import type { InstallmentOption } from '@vitrine/domain/payment-schemas';
import { useEffect } from 'react';
import { checkoutMessages } from '../messages.ts';
import { installmentLabel } from '../model/installments.ts';
import { SelectField } from '../../../shared/select-field.tsx';

/**
 * The card's instalments, one option per line of the server's quote (spec §9 via the store's
 * payment_default), each written as shoppers read it. A count the new quote no longer offers
 * (the cart changed) falls back to the first option rather than to one the API would refuse.
 */
export function InstallmentSelect({
  options,
  value,
  onChange,
}: {
  options: readonly InstallmentOption[];
  value: number;
  onChange: (count: number) => void;
}) {
  const offered = options.some((option) => option.installmentNumber === value);
  const first = options[0]?.installmentNumber ?? 1;
  useEffect(() => {
    if (!offered) onChange(first);
  }, [offered, first, onChange]);
  return (
    <SelectField
      label={checkoutMessages.card.installments}
      className="installment-select"
      value={offered ? value : first}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {options.map((option) => (
        <option key={option.installmentNumber} value={option.installmentNumber}>
          {installmentLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
