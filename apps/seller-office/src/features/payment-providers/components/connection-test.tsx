import { testPaymentConnectionMutationOptions } from '@vitrine/api-client/payment-settings';
import { Button } from '@vitrine/ui/button';
import { useFormContext } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { useConnectionCheck } from '../../../lib/form-kit/use-connection-check.ts';
import { paymentProvidersMessages as t } from '../messages.ts';
import { connectionTestBody, type ProvidersFormValues } from '../form-model.ts';

/**
 * "Testar conexão": asks the provider with what the seller typed or chose (else what is
 * stored) and says what came back, in a status region a screen reader announces.
 */
export function ConnectionTest({ provider }: { provider: 'pix_api' | 'mercado_pago' }) {
  const api = useApi();
  const form = useFormContext<ProvidersFormValues>();
  const test = useConnectionCheck(testPaymentConnectionMutationOptions(api), (answer) => ({
    ok: answer.ok,
    text: answer.message,
  }));
  const { result } = test;

  return (
    <div className="providers-test">
      <Button
        type="button"
        variant="secondary"
        loading={test.pending}
        onClick={() => void test.check(connectionTestBody(provider, form.getValues()))}
      >
        {test.pending ? t.testing : provider === 'pix_api' ? t.testPixApi : t.testMercadoPago}
      </Button>
      <p
        role="status"
        className={
          result === null
            ? 'office-status'
            : result.ok
              ? 'providers-test__ok'
              : 'providers-form__error'
        }
      >
        {result?.text ?? ''}
      </p>
    </div>
  );
}
