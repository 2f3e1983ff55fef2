import { useSuspenseQuery } from '@tanstack/react-query';
import { whatsappSettingsQueryOptions } from '@vitrine/api-client/queries/get-whatsapp-settings';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { LastMonthCard } from './components/last-month-card.tsx';
import { WebhookCard } from './components/webhook-card.tsx';
import { WhatsappSettingsForm } from './components/whatsapp-settings-form.tsx';
import { whatsappMessages as t } from './messages.ts';
import './whatsapp-settings.css';

/** Configurações → WhatsApp (issue #37 §5): order updates by the store's WhatsApp Business. */
export function WhatsappSettingsScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: saved } = useSuspenseQuery(whatsappSettingsQueryOptions(api));
  return (
    <section className="whatsapp-screen" aria-labelledby="whatsapp-title">
      <h1 id="whatsapp-title">{t.title}</h1>
      <p>{t.intro}</p>
      <WhatsappSettingsForm saved={saved} />
      <WebhookCard webhook={saved.webhook} />
      <LastMonthCard counts={saved.last_30_days} />
    </section>
  );
}
