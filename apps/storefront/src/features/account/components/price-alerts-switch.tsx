import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  priceAlertsQueryKey,
  priceAlertsQueryOptions,
} from '@vitrine/api-client/queries/get-price-alerts';
import { PRICE_ALERTS_WORDING } from '@vitrine/contract/favourites';
import { formatDateTime } from '@vitrine/domain/dates';
import { useId } from 'react';
import { useBrowserApi } from '../../../lib/api-context.tsx';
import { notify } from '../../../shared/notify.ts';
import { preferencesMessages as t } from '../favourites-messages.ts';

/**
 * The price-drop e-mails' switch: a native checkbox in the switch role (keyboard: Tab, Space),
 * its explanation the very wording the API records with the consent (LGPD: what was agreed
 * to), and since when it is on. Off by default: the shopper opts in.
 */
export function PriceAlertsSwitch() {
  const api = useBrowserApi();
  const queryClient = useQueryClient();
  const id = useId();
  const { data: alerts } = useSuspenseQuery(priceAlertsQueryOptions(api));
  const change = useMutation({
    mutationFn: async (enabled: boolean) => {
      const { setPriceAlerts } = await import('@vitrine/api-client/price-alerts-writes');
      return setPriceAlerts(await api.client(), enabled);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(priceAlertsQueryKey, next);
      notify('success', next.enabled ? t.on : t.off);
    },
    onError: () => notify('error', t.failed),
  });
  const checked = change.isPending ? Boolean(change.variables) : alerts.enabled;

  return (
    <div className="preference">
      <div className="preference__row">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="preference__switch"
          checked={checked}
          aria-describedby={`${id}-explanation`}
          // Never disabled while saving: the focus stays on it for the keyboard.
          onChange={(event) => {
            if (!change.isPending) change.mutate(event.target.checked);
          }}
        />
        <label htmlFor={id}>{t.priceAlerts}</label>
      </div>
      <p id={`${id}-explanation`} className="preference__explanation">
        {PRICE_ALERTS_WORDING}
      </p>
      {alerts.enabled && alerts.since && (
        <p className="preference__since">{t.since(formatDateTime(alerts.since, ', '))}</p>
      )}
    </div>
  );
}
