import { useSuspenseQuery } from '@tanstack/react-query';
import { storeIdentityQueryOptions } from '@vitrine/api-client/queries/get-store-identity';
import { Link } from 'react-router';
import { useTitle } from '../../app/title.ts';
import { useApi } from '../../lib/api-context.tsx';
import { PATHS } from '../../lib/paths.ts';
import { IdentityForm } from './identity-form.tsx';
import { LogoCard } from './logo-card.tsx';
import { identityMessages as t } from './messages.ts';
import './identity.css';

/** Configurações → Identidade: the store as shoppers see it in the header and footer. */
export function IdentityScreen() {
  useTitle(t.title);
  const api = useApi();
  const { data: identity } = useSuspenseQuery(storeIdentityQueryOptions(api));
  return (
    <section className="identity-screen" aria-labelledby="identity-title">
      <h1 id="identity-title">{t.title}</h1>
      <p>{t.intro}</p>
      <p>
        {t.legalDataHint} <Link to={PATHS.legalData}>{t.legalDataLink}</Link>.
      </p>
      <LogoCard logo={identity.logo} storeName={identity.name} />
      <IdentityForm identity={identity} />
    </section>
  );
}
