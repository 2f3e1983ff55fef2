import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  marketingEmailsQueryKey,
  marketingEmailsQueryOptions,
} from '@vitrine/api-client/queries/get-marketing-emails';
import { MARKETING_EMAILS_WORDING } from '@vitrine/contract/cart-reminders';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { checkoutMessages } from '../messages.ts';

const t = checkoutMessages.marketing;

/**
 * The checkout's marketing e-mails box (issue #37): apart from the order (which sends its own
 * e-mails whatever the answer), saved as soon as it is ticked, recorded as given at checkout.
 * Unticked unless the shopper already agreed. Not part of the pay form: the order's request
 * never waits on it.
 */
export function MarketingOptIn() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const { data } = useQuery(marketingEmailsQueryOptions(api));
  const change = useMutation({
    mutationFn: async (enabled: boolean) => {
      const { setMarketingEmails } = await import('@vitrine/api-client/marketing-emails-writes');
      return setMarketingEmails(await api.client(), { enabled, where: 'checkout' });
    },
    onSuccess: (next) => {
      queryClient.setQueryData(marketingEmailsQueryKey, next);
      notify('success', next.enabled ? t.on : t.off);
    },
    onError: () => notify('error', t.failed),
  });
  if (!data) return null;
  const checked = change.isPending ? Boolean(change.variables) : data.enabled;
  return (
    <fieldset className="checkout-section marketing-opt-in">
      <legend className="checkout-section__title">{t.legend}</legend>
      <label className="marketing-opt-in__check">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            if (!change.isPending) change.mutate(event.target.checked);
          }}
        />
        {MARKETING_EMAILS_WORDING}
      </label>
    </fieldset>
  );
}
