import { CPF_MASK } from '@vitrine/domain/mask';
import { TextField } from '@vitrine/ui/text-field';
import { useFormContext } from 'react-hook-form';
import { checkoutMessages } from '../messages.ts';
import type { CpfReason, PayFormValues } from '../model/pay-form.ts';

const t = checkoutMessages.cpf;

/**
 * The CPF, masked as the account's own CPF field is (spec §5): the payer's, for a method whose
 * provider asks for it (the quote's `cpf_required`), or the buyer's for the store's NF-e
 * (`cpf_for_invoice`), each with its own words. Prefilled from the profile; the rules and the
 * API's refusal (`cpf_required`, `invalid_cpf`) show under it.
 */
export function CpfField({ reason }: { reason: CpfReason }) {
  const form = useFormContext<PayFormValues>();
  return (
    <TextField
      label={t[reason].label}
      inputMode="numeric"
      mask={CPF_MASK}
      hint={t[reason].hint}
      error={form.formState.errors.cpf?.message}
      className="payment-methods__cpf"
      {...form.register('cpf')}
    />
  );
}
