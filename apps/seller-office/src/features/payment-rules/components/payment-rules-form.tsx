import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError } from '@vitrine/api-client/errors';
import { paymentRulesFormSchema, type PaymentRules } from '@vitrine/contract/payment-rules';
import { placeRefusal } from '@vitrine/contract/refusal';
import { Button } from '@vitrine/ui/button';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { paymentRulesMessages as t } from '../messages.ts';
import { CardFields } from './card-fields.tsx';
import { DiscountFields } from './discount-fields.tsx';
import { RulesPreview } from './rules-preview.tsx';

/** Every field an API refusal may name (its details' `path`). */
const FIELDS: FieldPath<PaymentRules>[] = [
  'card.installment_max',
  'card.installment_fees',
  'card.installment_tax',
  'card.installment_minimum_amount',
  ...(['pix', 'boleto'] as const).flatMap(
    (method) =>
      [
        `${method}.extra_discount`,
        `${method}.extra_discount_type`,
        `${method}.extra_minimum_amount`,
      ] as const,
  ),
];

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
 * The store's payment rules (react-hook-form + the contract's paymentRulesFormSchema, the
 * ranges the API applies), beside a live preview of what shoppers will pay.
 */
export function PaymentRulesForm({ rules, onSave }: Props) {
  const form = useForm<PaymentRules>({
    resolver: zodResolver(paymentRulesFormSchema),
    defaultValues: rules,
    mode: 'onBlur',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const failureRef = useRef<HTMLDivElement>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setNotice('');
    try {
      const saved = await onSave(values);
      form.reset(saved);
      setNotice(t.saved);
    } catch (caught) {
      const message = placeRefusal(toApiError(caught), FIELDS, (field, text, focus) =>
        form.setError(field, { type: 'server', message: text }, { shouldFocus: focus }),
      );
      if (message) {
        setFailure(message);
        failureRef.current?.focus();
      }
    }
  });

  return (
    <FormProvider {...form}>
      <div className="payment-rules">
        <form className="payment-rules__form" noValidate onSubmit={submit}>
          <CardFields />
          <DiscountFields method="pix" />
          <DiscountFields method="boleto" />
          <div className="payment-rules__footer">
            <div ref={failureRef} tabIndex={-1}>
              {failure ? <p role="alert">{failure}</p> : null}
            </div>
            <p role="status">{notice}</p>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t.save}
            </Button>
          </div>
        </form>
        <Preview />
      </div>
    </FormProvider>
  );
}
