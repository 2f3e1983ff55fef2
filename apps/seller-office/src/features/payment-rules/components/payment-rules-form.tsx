import type { PaymentRules } from '@vitrine/contract/payment-rules';
import { Button } from '@vitrine/ui/button';
import { useWatch } from 'react-hook-form';
import { FormFailure, SettingsForm } from '../../../lib/form-kit/settings-form.tsx';
import { useSettingsForm } from '../../../lib/form-kit/use-settings-form.ts';
import { FORM_FIELDS, formSchema } from '../form-model.ts';
import { paymentRulesMessages as t } from '../messages.ts';
import { CardFields } from './card-fields.tsx';
import { DiscountFields } from './discount-fields.tsx';
import { RulesPreview } from './rules-preview.tsx';

function Preview() {
  const rules = useWatch<PaymentRules>() as PaymentRules;
  return <RulesPreview rules={rules} />;
}

type Props = {
  rules: PaymentRules;
  /** Saves; throws the API's refusal, which lands on the fields it names. */
  onSave: (rules: PaymentRules) => Promise<PaymentRules>;
};

/**
 * The store's payment rules (lib/form-kit on the contract's paymentRulesFormSchema, the
 * ranges the API applies), beside a live preview of what shoppers will pay.
 */
export function PaymentRulesForm({ rules, onSave }: Props) {
  const kit = useSettingsForm({
    schema: formSchema,
    defaultValues: rules,
    fields: FORM_FIELDS,
    save: onSave,
    toFormValues: (saved) => saved,
    // Its message says when the store shows the new values: it stays, a toast would go.
    saved: { status: t.saved },
    mode: 'onBlur',
  });

  return (
    <div className="payment-rules">
      <SettingsForm kit={kit} className="payment-rules__form" aside={<Preview />}>
        <CardFields />
        <DiscountFields method="pix" />
        <DiscountFields method="boleto" />
        <div className="payment-rules__footer">
          <FormFailure kit={kit} />
          <p role="status">{kit.notice}</p>
          <Button type="submit" variant="primary" loading={kit.form.formState.isSubmitting}>
            {t.save}
          </Button>
        </div>
      </SettingsForm>
    </div>
  );
}
