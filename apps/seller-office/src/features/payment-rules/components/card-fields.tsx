import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { paymentRulesMessages as t } from '../messages.ts';
import { FormNumberField } from '../../../lib/form-number-field.tsx';

/** The card's rules: how many instalments, how many free of interest, the rate, the minimum. */
export function CardFields() {
  return (
    <fieldset className="office-card payment-rules__group">
      <legend>{t.card}</legend>
      <FormNumberField<PaymentRules>
        name="card.installment_max"
        kind="integer"
        label={t.installmentMax}
        hint={t.installmentMaxHint}
      />
      <FormNumberField<PaymentRules>
        name="card.installment_fees"
        kind="integer"
        label={t.installmentFees}
        hint={t.installmentFeesHint}
      />
      <FormNumberField<PaymentRules>
        name="card.installment_tax"
        kind="decimal"
        label={t.installmentTax}
        hint={t.installmentTaxHint}
      />
      <FormNumberField<PaymentRules>
        name="card.installment_minimum_amount"
        kind="money"
        label={t.installmentMinimum}
        hint={t.installmentMinimumHint}
      />
    </fieldset>
  );
}
