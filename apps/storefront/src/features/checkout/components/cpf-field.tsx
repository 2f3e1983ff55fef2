import { CPF_MASK } from '@vitrine/domain/mask';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext } from 'react-hook-form';
import { checkoutMessages } from '../messages.ts';
import type { PayFormValues } from '../model/pay-form.ts';

const t = checkoutMessages.cpf;

/**
 * The payer's CPF, masked as the account's own CPF field is (spec §5), for a method whose
 * provider asks for it (the quote's `cpf_required`). Prefilled from the profile; the rules and
 * the API's refusal (`cpf_required`, `invalid_cpf`) show under it.
 */
export function CpfField() {
  const form = useFormContext<PayFormValues>();
  return (
    <TextField
      label={t.label}
      inputMode="numeric"
      mask={CPF_MASK}
      hint={t.hint}
      error={form.formState.errors.cpf?.message}
      className="payment-methods__cpf"
      {...form.register('cpf')}
    />
  );
}
