import { useSuspenseQuery } from '@tanstack/react-query';
import { paymentSettingsQueryOptions } from '@vitrine/api-client/queries/get-payment-settings';
import { Link } from 'react-router';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { PixKeyForm } from '../components/pix-key-form.tsx';
import { ProvidersForm } from '../components/providers-form.tsx';
import { paymentProvidersMessages as t } from '../messages.ts';
import '../payment-providers.css';

/** Configurações → Contas de recebimento: who receives each payment method. */
export function PaymentProvidersScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: settings } = useSuspenseQuery(paymentSettingsQueryOptions(api));
  return (
    <section className="providers-screen" aria-labelledby="providers-title">
      <h1 id="providers-title">{t.title}</h1>
      <p>
        {t.intro} <Link to={PATHS.paymentRules}>{t.rulesLink}</Link>
      </p>
      <PixKeyForm settings={settings} />
      <ProvidersForm settings={settings} />
    </section>
  );
}
