import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import {
  askedVariationsQueryOptions,
  stockAlertSettingsQueryOptions,
} from '@vitrine/api-client/queries/get-stock-alerts';
import { saveStockAlertSettingsMutationOptions } from '@vitrine/api-client/stock-alerts';
import { useSearchParams } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { AskedVariationsList } from '../components/asked-variations-list.tsx';
import { FactorForm } from '../components/factor-form.tsx';
import { readAskedPage } from '../list-page.ts';
import { stockAlertsMessages as t } from '../messages.ts';
import '../stock-alerts.css';

/**
 * /vendedor/avise-me (owners and administrators): the factor, and the variations with the most
 * requests waiting — what to restock first.
 */
export function StockAlertsScreen() {
  useTitle(t.title);
  const api = useApi();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { data: settings } = useSuspenseQuery(stockAlertSettingsQueryOptions(api));
  const { data: asked } = useQuery({
    ...askedVariationsQueryOptions(api, readAskedPage(params)),
    placeholderData: keepPreviousData,
  });
  const save = useMutation(saveStockAlertSettingsMutationOptions(api, queryClient));
  return (
    <div className="office-page stock-alerts">
      <header className="office-page__header">
        <h1>{t.title}</h1>
      </header>
      <p className="office-hint">{t.intro}</p>
      <FactorForm settings={settings} onSave={save.mutateAsync} />
      <section aria-labelledby="asked-variations-title">
        <h2 id="asked-variations-title">{t.variations}</h2>
        {asked && <AskedVariationsList data={asked} />}
      </section>
    </div>
  );
}
