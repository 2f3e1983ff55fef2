import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@vitrine/ui/button';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { checkoutMessages } from '../messages.ts';
import { notify } from '../../../shared/notify.ts';
import { orderQueryKey } from '@vitrine/api-client/query-keys';

const t = checkoutMessages.pix;

/**
 * Demo mode only (the API's DEMO_MODE): plays the bank paying this order, through the API's
 * signed-webhook simulation. The screen then sees the payment as it would a real one.
 */
export function SimulatePayment({ code }: { code: string }) {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const simulate = useMutation({
    mutationFn: async () => {
      const { simulatePayment } = await import('@vitrine/api-client/simulate-payment');
      return simulatePayment(await api.client(), code);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueryKey(code) }),
    onError: async (error) => {
      const { toApiError } = await import('@vitrine/api-client/errors');
      notify('error', `${t.simulateFailed} ${toApiError(error).message}`);
    },
  });
  return (
    <div className="demo-bank no-print">
      <p className="demo-bank__hint">{t.simulateHint}</p>
      <Button
        type="button"
        variant="secondary"
        loading={simulate.isPending}
        onClick={() => simulate.mutate()}
      >
        {simulate.isPending ? t.simulating : t.simulate}
      </Button>
    </div>
  );
}
