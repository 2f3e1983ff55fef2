import { useSuspenseQuery } from '@tanstack/react-query';
import { freightSettingsQueryOptions } from '@vitrine/api-client/queries/get-freight-settings';
import { useTitle } from '../../../app/title.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { freightMessages as t } from '../messages.ts';
import { FreightSettingsForm } from './freight-settings-form.tsx';
import '../freight-settings.css';

/** Configurações → Frete: how the store charges freight. */
export function FreightSettingsScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: settings } = useSuspenseQuery(freightSettingsQueryOptions(api));
  return (
    <section className="freight-screen" aria-labelledby="freight-title">
      <h1 id="freight-title">{t.title}</h1>
      <p>{t.intro}</p>
      <FreightSettingsForm settings={settings} />
    </section>
  );
}
