import { useMutation } from '@tanstack/react-query';
import { toApiError } from '@vitrine/api-client/errors';
import { testPaymentConnectionMutationOptions } from '@vitrine/api-client/payment-settings';
import { Button } from '@vitrine/ui/button';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useApi } from '../../../lib/api-context.tsx';
import { paymentProvidersMessages as t } from '../messages.ts';
import { connectionTestBody, type ProvidersFormValues } from '../form-values.ts';

/**
 * "Testar conexão": asks the provider with what the seller typed or chose (else what is
 * stored) and says what came back, in a status region a screen reader announces.
 */
export function ConnectionTest({ provider }: { provider: 'pix_api' | 'mercado_pago' }) {
  const api = useApi();
  const form = useFormContext<ProvidersFormValues>();
  const test = useMutation(testPaymentConnectionMutationOptions(api));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const run = async () => {
    setResult(null);
    try {
      const answer = await test.mutateAsync(connectionTestBody(provider, form.getValues()));
      setResult({ ok: answer.ok, text: answer.message });
    } catch (caught) {
      const refusal = toApiError(caught);
      const detail = Array.isArray(refusal.details)
        ? (refusal.details[0] as { message?: unknown } | undefined)?.message
        : undefined;
      setResult({ ok: false, text: typeof detail === 'string' ? detail : refusal.message });
    }
  };

  return (
    <div className="providers-test">
      <Button type="button" variant="secondary" loading={test.isPending} onClick={() => void run()}>
        {test.isPending ? t.testing : provider === 'pix_api' ? t.testPixApi : t.testMercadoPago}
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
