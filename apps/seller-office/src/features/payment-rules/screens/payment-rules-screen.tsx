import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { savePaymentRulesMutationOptions } from '@vitrine/api-client/payment-rules';
import { paymentRulesQueryOptions } from '@vitrine/api-client/queries/get-payment-rules';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PaymentRulesForm } from '../components/payment-rules-form.tsx';
import { paymentRulesMessages as t } from '../messages.ts';
import '../payment-rules.css';

/** /vendedor/configuracoes/pagamentos: the card instalments and the pix/boleto discounts. */
export function PaymentRulesScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const { data: rules } = useSuspenseQuery(paymentRulesQueryOptions(api));
  const save = useMutation(savePaymentRulesMutationOptions(api, queryClient));
  return (
    <>
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="payment-rules__hint">{t.intro}</p>
      <PaymentRulesForm rules={rules} onSave={save.mutateAsync} />
    </>
  );
}
