import { useSuspenseQuery } from '@tanstack/react-query';
import { storeLegalDataQueryOptions } from '@vitrine/api-client/queries/get-store-legal-data';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { LegalDataForm } from './legal-data-form.tsx';
import { legalDataMessages as t } from './messages.ts';
import './legal-data.css';

/** Configurações → Dados legais: who sells, as the storefront's footer shows it once open. */
export function LegalDataScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: saved } = useSuspenseQuery(storeLegalDataQueryOptions(api));
  return (
    <section className="legal-data-screen" aria-labelledby="legal-data-title">
      <h1 id="legal-data-title">{t.title}</h1>
      <p>{t.intro}</p>
      <p className="legal-data-screen__state" role="status">
        {saved.missing.length > 0 ? t.missing : t.complete}
      </p>
      <LegalDataForm saved={saved} />
    </section>
  );
}
