import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { saveCartReminderSettingsMutationOptions } from '@vitrine/api-client/cart-reminders';
import {
  abandonedCartsQueryOptions,
  cartReminderSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-cart-reminders';
import { couponsQueryOptions } from '@vitrine/api-client/queries/get-coupons';
import { useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { AbandonedCartsList } from '../components/abandoned-carts-list.tsx';
import { ReminderSettingsForm } from '../components/reminder-settings-form.tsx';
import { readCartsPage } from '../list-page.ts';
import { cartRemindersMessages as t } from '../messages.ts';
import '../cart-reminders.css';

/**
 * /vendedor/carrinhos-abandonados (owners and administrators): the reminders' settings, and the
 * carts that got one — their value, how many, recovered by an order or not.
 */
export function CartRemindersScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { data: settings } = useSuspenseQuery(cartReminderSettingsQueryOptions(api));
  const { data: coupons } = useSuspenseQuery(couponsQueryOptions(api));
  const { data: carts } = useQuery({
    ...abandonedCartsQueryOptions(api, readCartsPage(params)),
    placeholderData: keepPreviousData,
  });
  const save = useMutation(saveCartReminderSettingsMutationOptions(api, queryClient));
  const offered = coupons.items.filter(
    (coupon) => coupon.status === 'active' || coupon._id === settings.last_coupon_id,
  );
  return (
    <div className="office-page cart-reminders">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="office-hint">{t.intro}</p>
      <ReminderSettingsForm settings={settings} coupons={offered} onSave={save.mutateAsync} />
      <section aria-labelledby="reminded-carts-title">
        <h2 id="reminded-carts-title">{t.carts}</h2>
        {carts && <AbandonedCartsList data={carts} />}
      </section>
    </div>
  );
}
