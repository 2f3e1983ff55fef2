import { useSuspenseQuery } from '@tanstack/react-query';
import { fiscalSettingsQueryOptions } from '@vitrine/api-client/queries/get-fiscal-settings';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { CertificateCard } from './components/certificate-card.tsx';
import { FiscalSettingsForm } from './components/fiscal-settings-form.tsx';
import { IssuerCard } from './components/issuer-card.tsx';
import { fiscalMessages as t } from './messages.ts';
import './fiscal-settings.css';

/** Configurações → Notas fiscais: what the store needs to issue NF-e. */
export function FiscalSettingsScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: saved } = useSuspenseQuery(fiscalSettingsQueryOptions(api));
  return (
    <section className="fiscal-screen" aria-labelledby="fiscal-title">
      <h1 id="fiscal-title">{t.title}</h1>
      <p>{t.intro}</p>
      <IssuerCard saved={saved} />
      <CertificateCard saved={saved} />
      <FiscalSettingsForm saved={saved} />
    </section>
  );
}
