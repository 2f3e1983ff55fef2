import { marketingEmailsQueryOptions } from '@vitrine/api-client/queries/get-marketing-emails';
import { priceAlertsQueryOptions } from '@vitrine/api-client/queries/get-price-alerts';
import { MARKETING_EMAILS_WORDING } from '@vitrine/contract/cart-reminders';
import { PRICE_ALERTS_WORDING } from '@vitrine/contract/favourites';
import { preferencesMessages as t } from '../favourites-messages.ts';
import { ConsentSwitch } from './consent-switch.tsx';

/** The favourites' price-drop e-mails. */
export function PriceAlertsSwitch() {
  return (
    <ConsentSwitch
      query={priceAlertsQueryOptions}
      save={async (api, enabled) => {
        const { setPriceAlerts } = await import('@vitrine/api-client/price-alerts-writes');
        return setPriceAlerts(await api.client(), enabled);
      }}
      label={t.priceAlerts}
      wording={PRICE_ALERTS_WORDING}
      on={t.on}
      off={t.off}
    />
  );
}

/** The store's marketing e-mails (the abandoned-cart reminders), a consent of its own. */
export function MarketingEmailsSwitch() {
  return (
    <ConsentSwitch
      query={marketingEmailsQueryOptions}
      save={async (api, enabled) => {
        const { setMarketingEmails } = await import('@vitrine/api-client/marketing-emails-writes');
        return setMarketingEmails(await api.client(), { enabled, where: 'account' });
      }}
      label={t.marketingEmails}
      wording={MARKETING_EMAILS_WORDING}
      on={t.marketingOn}
      off={t.marketingOff}
    />
  );
}
